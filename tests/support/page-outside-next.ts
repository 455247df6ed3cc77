// A server page called outside a Next server (Jest): its redirect() is caught as the address it names,
// and its locale is read as given (next-intl's server half needs Next's server build of React). Hand
// these to jest.mock: jest.mock("next/navigation", () => jest.requireActual<Mocks>("…").navigation).
class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}

/** For jest.mock("next/navigation"). */
export const navigation = {
  redirect: (location: string): never => {
    throw new Redirected(location);
  },
};

/** For jest.mock("@/lib/i18n/params"). */
export const localeParams = {
  resolveLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
};

/** Calls a page: the element tree it returns, or the address its redirect() named. */
export async function renderOrRedirect(render: () => Promise<unknown>): Promise<{ location?: string; tree?: unknown }> {
  try {
    return { tree: await render() };
  } catch (error) {
    if (error instanceof Redirected) return { location: error.location };
    throw error;
  }
}
