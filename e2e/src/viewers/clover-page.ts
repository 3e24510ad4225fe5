// The Clover page's script, bundled by esbuild once per install (`cloverBundle` in ./sites): Clover
// is a React component, so a site reusing the museum's IIIF mounts it in a page of its own.
import Viewer from '@samvera/clover-iiif/viewer';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const query = new URL(window.location.href).searchParams;
createRoot(document.getElementById('viewer') as HTMLElement).render(createElement(Viewer, { iiifContent: query.get('iiif') ?? '' }));
