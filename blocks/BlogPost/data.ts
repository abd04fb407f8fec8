// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { BlogPost } from "../../runtime/types/index.ts";

export type BlogPostData = Pick<BlogPost, "title" | "date" | "image" | "image_alt" | "author" | "html">;
