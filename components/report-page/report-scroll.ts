/** The report page lands 24 px above its form; an address with #form scrolls there after 500 ms. */
export const reportFormOffset = 24;
export const reportArrivalDelays = [500] as const;
