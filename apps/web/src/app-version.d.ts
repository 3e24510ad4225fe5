/** The product's release, replaced at build time (scripts/app-version.ts). */
declare const __APP_VERSION__: string;
