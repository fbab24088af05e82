import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@switchboard/shared/i18n';
import { FeatureRoutes, type RemoteFeature } from '@switchboard/shared/ui';
import { loadFeatureStrings, LocationProbe, signInTestAgent } from './render-screens';

export interface RenderSectionOptions {
  feature: RemoteFeature;
  /** The URL to open, e.g. `/tickets/details/42`. */
  path: string;
  /** Permissions of the signed-in agent. */
  permissions: readonly string[];
}

/** Renders a remote the way the shell does: each section under `/<prefix>/*` through FeatureRoutes. */
export async function renderSection({ feature, path, permissions }: RenderSectionOptions) {
  await loadFeatureStrings(feature);
  signInTestAgent(permissions);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {feature.sections.map((section) => (
            <Route key={section.prefix} path={`/${section.prefix}/*`} element={<FeatureRoutes routes={section.routes} />} />
          ))}
          <Route path="/permission" element={<p>permission page</p>} />
          <Route path="/404" element={<p>not found page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
