export default function TaxPage() {
  return null;
}
