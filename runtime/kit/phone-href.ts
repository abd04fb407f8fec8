/** The tel: link of a phone number as dealers write it ("02 9000 0000", "(07) 3000-1111", "+61 400 000 000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
