import type { BlogPost } from "../../types/content.ts";

/** schema.org `BlogPosting` of a post's page, published by the dealer; the picture and author when it has them. */
export function blogPostingJsonLd(post: BlogPost, publisher: { name: string; logo: string | null }, origin: string): Record<string, unknown> {
  const absolute = (url: string) => (url.startsWith("/") ? origin + url : url);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url: `${origin}/blog/${post.slug}`,
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
    ...(post.image ? { image: absolute(post.image) } : {}),
    author: post.author ? { "@type": "Person", name: post.author } : { "@type": "Organization", name: publisher.name },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      ...(publisher.logo ? { logo: { "@type": "ImageObject", url: absolute(publisher.logo) } } : {}),
    },
  };
}
