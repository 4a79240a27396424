import { PictureField } from '@/web/components/pictures/components/picture-field';

/** The banner's picture: uploaded through the shop's picture pipeline, with its refusal under it. */
export function BannerPictureSection({
  value,
  onChange,
  label,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  error?: string | undefined;
}) {
  return (
    <div className="space-y-2">
      <PictureField value={value} onChange={onChange} label={label} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
