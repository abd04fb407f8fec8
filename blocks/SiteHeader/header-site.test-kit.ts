import { fakeSite } from "../../tests/kit/blocks/test-utils.tsx";

const { navigation } = fakeSite();

/** The test site's franchise menu (Vehicles dropdown, brand mega-menu) plus a More dropdown and mixed brand groups. */
export const headerSite = fakeSite({
  navigation: {
    header: [
      ...navigation.header,
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
