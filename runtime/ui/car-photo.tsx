import { photoSources, type PhotoImage, type PhotoPlace } from "../rules/photo-sources.ts";

interface Props {
  image: PhotoImage;
  place: PhotoPlace;
  alt: string;
  loading?: "eager" | "lazy";
  /** "high" for the photo the page is about (the vehicle page's first), so the browser fetches it first. */
  fetchPriority?: "high";
  className?: string;
}

/**
 * A car photo in its place: a stored photo as a <picture> with AVIF and WebP sources, its JPEG fallback and its
 * dominant colour behind it until it arrives; any other image as a plain <img>. Width and height are always set.
 */
export function CarPhoto({ image, place, alt, loading, fetchPriority, className }: Props) {
  const photo = photoSources(image, place);
  const img = (
    <img
      className={className}
      src={photo.src}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      style={photo.placeholder ? { backgroundColor: photo.placeholder } : undefined}
    />
  );
  if (photo.sources.length === 0) return img;
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {img}
    </picture>
  );
}
