import { useTranslation } from '../../lib/i18n';
import { ParameterGroupsTab } from './parameter-groups-tab';
import { ParametersTab } from './parameters-tab';
import './translations';

/** The 'Parametry' and 'Grupy parametrów' tabs of the 'Parametry produktu i producent/marka' page. */
export function useParameterTabs() {
  const { t } = useTranslation();
  return [
    { value: 'parameters', label: t('productParameters.tabs.parameters'), content: <ParametersTab /> },
    { value: 'parameter-groups', label: t('productParameters.tabs.groups'), content: <ParameterGroupsTab /> },
  ];
}
