import { describeFeatureTranslations } from '@switchboard/test-utils';
import { feature } from '../feature';

describeFeatureTranslations(feature, 'hub');
