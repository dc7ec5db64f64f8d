/** Map search links built from a street address (no API key, no embedded map). */
export interface MapLinks {
  openStreetMap: string;
  googleMaps: string;
}

export function mapLinksFor(address: string): MapLinks {
  const query = encodeURIComponent(address.trim().replace(/\s+/g, ' '));
  return {
    openStreetMap: `https://www.openstreetmap.org/search?query=${query}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}
