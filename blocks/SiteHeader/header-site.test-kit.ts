import { fakeSite } from "../../tests/kit/blocks/test-utils.tsx";

/** A franchise site with a Vehicles dropdown, a More dropdown and the brand mega-menu. */
export const headerSite = fakeSite({
  navigation: {
    header: [
      { label: "Home", href: "/" },
      {
        label: "Vehicles",
        children: [
          { label: "New Cars", href: "/search/new-cars" },
          { label: "Used Cars", href: "/search/used-cars" },
        ],
      },
      { label: "Brands", mega_menu: "brands" },
      { label: "Finance", href: "/finance" },
      { label: "More", href: "/about-us", children: [{ label: "Careers", href: "/careers" }, { label: "Blog", href: "https://blog.example.com/" }, { label: "Heading only" }] },
    ],
    footer: [],
  },
  brands: [
    { title: "Kia", slug: "kia", logoSrc: "/logos/kia.png", imageBannerSrc: "", description: "", skipPage: false, group: "cars" },
    { title: "Ducati", slug: "ducati", logoSrc: "/logos/ducati.png", imageBannerSrc: "", description: "", skipPage: false, group: "motorcycles" },
    { title: "Parts Co", slug: "parts-co", skipPage: true, group: "group" },
  ],
});
