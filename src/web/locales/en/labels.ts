import type { labels as pt } from '../pt-BR/labels';
import type { SameKeys } from '../shape';

/** Scale labels and scanning labels on the weighing panel (issue 41, decision 092). */
export const labels: SameKeys<typeof pt> = {
  page: {
    title: 'Scale labels',
    lead: 'Order #{{number}}',
    leadName: 'Order #{{number}} · {{name}}',
    back: 'Back to the order',
    print: 'Print labels',
    layout: 'Label size',
    layouts: { roll58: '58 mm roll', in2x1: '2 × 1 in' },
    none: 'No item weighed yet. Weigh the items on the order to print their labels.',
    notWeighed: '{{name}}: not weighed yet.',
    oneOnly: "Showing one item's label.",
    showAll: 'See every label',
    loading: 'Loading labels…',
    loadError: 'The labels could not be loaded.',
    retry: 'Try again',
  },
  label: {
    aria: 'Label of {{name}}',
    weight: 'Weight',
    perWeight: 'Price/{{unit}}',
    price: 'Total',
    capped: 'charged up to +{{tolerance}} %',
    packedOn: 'Packed',
    useBy: 'Use by',
    order: 'Order #{{number}}',
    note: 'Note: {{note}}',
    preorder: '{{name}} pre-order · {{day}}',
    noBarcode: 'No scale item code on the product',
    barcodeAlt: 'Barcode {{code}}',
  },
  scan: {
    field: 'Label code',
    hint: "Scan the scale's label with the reader, or type the 13 digits and Enter.",
    read: 'Weight read from the label: {{weight}}. Save the weighing to record it.',
    camera: 'Scan with the camera',
    cameraTitle: 'Scan a label with the camera',
    cameraHelp: "Point the camera at the label's barcode.",
    cameraClose: 'Close',
    cameraFailed: 'The camera could not be used. Use the reader or type the code.',
    label: 'Label',
    labels: 'Scale labels',
  },
};
