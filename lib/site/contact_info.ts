/** How visitors reach the site outside the contact form: email address, social networks and reply time. */

/** Public contact address. */
export const CONTACT_EMAIL = "contacto@recetascubanas.com";

/** The two social networks the contact page invites visitors to follow. */
export const SOCIAL_LINKS: { name: string; url: string }[] = [
  { name: "Instagram", url: "https://www.instagram.com/recetascubanas" },
  { name: "Facebook", url: "https://www.facebook.com/recetascubanas" },
];

/** The promised reply time. */
export const RESPONSE_TIME = "24-48 horas";
