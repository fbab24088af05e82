import { describeFeatureTranslations } from '@switchboard/test-utils';
import { feature } from '../feature';

// Every string of the dashboards in all 10 languages, most of them differing from English.
describeFeatureTranslations(feature, 'dashboard');
