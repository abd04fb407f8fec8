import type { Car, CarImage } from "../../types/generated/car.ts";
import { ingestPhoto } from "./ingest-photo.ts";
import { carHasPhoto, carPhotoImage } from "./photo-urls.ts";
import type { PhotoStore } from "./photo-store.ts";

export interface AddedPhotos {
  /** The car's images with each photo that passed added after them (one it has already is not added twice). */
  images: CarImage[];
  /** Each file the pipeline refused, with why. */
  problems: { file: string; message: string }[];
}

/** Takes uploaded files through the photo pipeline into `store` as photos of the car (the admin API and the console). */
export async function addCarPhotos(car: Pick<Car, "id" | "images">, files: readonly File[], store: PhotoStore): Promise<AddedPhotos> {
  const images = [...car.images];
  const problems: AddedPhotos["problems"] = [];
  for (const file of files) {
    const ingested = await ingestPhoto(new Uint8Array(await file.arrayBuffer()), store);
    if (!ingested.ok) problems.push({ file: file.name, message: ingested.message });
    else if (!carHasPhoto(images, car.id, ingested.photo.hash)) images.push(carPhotoImage(car.id, ingested.photo));
  }
  return { images, problems };
}
