import type { Catalogue } from '../catalogue';
import type { photoViewer as ruPhotoViewer } from '../ru/photo-viewer';

/** Texts of the photo page's deep-zoom viewer and of the items' IIIF manifest link. */
export const photoViewer: Catalogue<typeof ruPhotoViewer> = {
  label: (id: number) => `Photo no. ${id}: zoom with the mouse wheel, two fingers or the + and − keys`,
  hint: 'Mouse wheel or two fingers: zoom; drag: move; keys: + and − zoom, arrows move, 0 returns to the whole photo.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  home: 'Whole photo',
  openLightbox: 'Open in the viewer',
  loading: 'Loading the zoom view…',
  failed: 'The zoom view is unavailable; the whole photo is shown instead.',
  library: {
    'Tooltips.FullPage': 'Full screen',
    'Tooltips.Home': 'Whole photo',
    'Tooltips.ZoomIn': 'Zoom in',
    'Tooltips.ZoomOut': 'Zoom out',
    'Tooltips.NextPage': 'Next page',
    'Tooltips.PreviousPage': 'Previous page',
    'Tooltips.RotateLeft': 'Rotate left',
    'Tooltips.RotateRight': 'Rotate right',
    'Tooltips.Flip': 'Flip horizontally',
    'Errors.OpenFailed': 'Could not open {0}: {1}',
    'Errors.Status': 'A tile of the image did not load ({0} {1}).',
    'Errors.Security': 'The browser did not allow the image to load.',
    'Errors.IIIF': 'The IIIF image description cannot be read.',
    'GestureHints.Touch': 'Use two fingers to move the photo',
    'GestureHints.Scroll': 'Hold {0} and turn the wheel to zoom',
  },
  manifest: {
    title: 'IIIF manifest',
    text: 'Open this address in a IIIF viewer (such as Mirador or Universal Viewer) to study the photos beside other collections.',
    link: 'IIIF manifest',
    urlLabel: 'Manifest address',
    copy: 'Copy the address',
    copied: 'Manifest address copied.',
    copyFailed: 'Could not copy: select the address and copy it yourself.',
  },
};
