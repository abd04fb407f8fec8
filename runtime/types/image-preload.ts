// A module of its own, importing nothing: the browser's photo rule uses it, and the loader types reach the server.
/** A `<link rel="preload" as="image">`: the srcset and sizes of one type of the image's sources. */
export interface ImagePreload {
  href: string;
  imageSrcSet: string;
  imageSizes: string;
  type: "image/avif" | "image/webp";
}
