/** An item the product pages' messages list as a title and a line (steps, offers, showcase entries). */
export interface Titled {
  title: string;
  description: string;
}
