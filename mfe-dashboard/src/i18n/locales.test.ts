import { describeFeatureTranslations } from '@switchboard/test-utils';
import { feature } from '../feature';

// "Dashboard" and "Overview" read the same in several languages: no copy-of-English check.
describeFeatureTranslations(feature, 'dashboard', { requireTranslatedText: false });
