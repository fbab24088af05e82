import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Empty, Flex, Input, Tooltip, Typography, theme } from 'antd';
import { Card, Checkbox } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { PermissionCatalogResponse } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

type Area = PermissionCatalogResponse['areas'][number];
type Resource = Area['resources'][number];

export interface PermissionMatrixProps {
  catalog: PermissionCatalogResponse;
  /** The role's permissions. */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Whether this permission may be ticked or unticked here (held by the signed-in user, role editable…). */
  canChange: (permission: string) => boolean;
  /** Why a permission cannot change, shown on its box; null: no tooltip. */
  lockedReason: (permission: string) => string | null;
}

/** A resource's or area's boxes as one "select all": checked when all are, mixed when some are. */
function groupState(permissions: readonly string[], value: ReadonlySet<string>) {
  const on = permissions.filter((permission) => value.has(permission)).length;
  return { checked: on > 0 && on === permissions.length, indeterminate: on > 0 && on < permissions.length };
}

const permissionsOf = (resources: readonly Resource[]) => resources.flatMap((resource) => resource.actions.map((action) => action.permission));

/** Keeps the resources whose area, resource, action or permission text contains `text` (any case). */
function filtered(catalog: PermissionCatalogResponse, text: string): Area[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return catalog.areas;
  const has = (value: string) => value.toLocaleLowerCase().includes(needle);
  return catalog.areas
    .map((area) =>
      has(area.label) ? area : { ...area, resources: area.resources.filter((resource) => has(resource.label) || resource.actions.some((action) => has(action.label) || has(action.permission))) },
    )
    .filter((area) => area.resources.length > 0);
}

const cell: CSSProperties = { paddingBlock: 6, paddingInline: 8, textAlign: 'center', whiteSpace: 'nowrap' };

/**
 * The permissions of a role as a grid: one card per area, a row per resource, a column per action,
 * with "all" boxes for each area and resource and a text filter. Boxes the signed-in user may not
 * change are disabled and say why; the "all" boxes change only the boxes that may change.
 */
export function PermissionMatrix({ catalog, value, onChange, canChange, lockedReason }: PermissionMatrixProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { token } = theme.useToken();
  const [filter, setFilter] = useState('');
  const areas = useMemo(() => filtered(catalog, filter), [catalog, filter]);

  /** Ticks or unticks every changeable permission of `permissions`. */
  const setAll = (permissions: readonly string[], on: boolean) => {
    const next = new Set(value);
    for (const permission of permissions.filter(canChange)) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(next);
  };

  const withReason = (permission: string, box: ReactNode) => {
    const reason = canChange(permission) ? null : lockedReason(permission);
    return reason ? (
      <Tooltip title={reason}>
        <span>{box}</span>
      </Tooltip>
    ) : (
      box
    );
  };

  const groupBox = (permissions: readonly string[], label: string, testId: string) => {
    const state = groupState(permissions, value);
    const changeable = permissions.some(canChange);
    return (
      <Checkbox
        {...state}
        disabled={!changeable}
        onChange={(event) => setAll(permissions, event.target.checked)}
        aria-label={t('roles.selectAllOf', { name: label })}
        data-testid={testId}
      />
    );
  };

  return (
    <Flex vertical gap={12} data-testid="permission-matrix">
      <Input.Search
        allowClear
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('roles.filter')}
        aria-label={t('roles.filter')}
        data-testid="permission-filter"
        style={{ maxWidth: 360 }}
      />
      {areas.length === 0 ? <Empty description={t('roles.noPermissionMatch')} /> : null}
      {areas.map((area) => {
        const actions = [...new Map(area.resources.flatMap((resource) => resource.actions.map((action) => [action.action, action.label] as const))).entries()];
        return (
          <Card
            key={area.area}
            size="small"
            data-testid={`permission-area-${area.area}`}
            title={
              <Flex gap={8} align="center">
                {groupBox(permissionsOf(area.resources), area.label, `permission-area-all-${area.area}`)}
                <span>{area.label}</span>
              </Flex>
            }
          >
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                <thead>
                  <tr>
                    <th style={{ ...cell, textAlign: 'start' }}>
                      <Typography.Text type="secondary">{t('roles.resource')}</Typography.Text>
                    </th>
                    <th style={cell}>
                      <Typography.Text type="secondary">{t('roles.all')}</Typography.Text>
                    </th>
                    {actions.map(([action, label]) => (
                      <th key={action} style={cell}>
                        <Typography.Text type="secondary">{label}</Typography.Text>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {area.resources.map((resource) => {
                    const byAction = new Map(resource.actions.map((action) => [action.action, action]));
                    return (
                      <tr key={resource.resource} data-testid={`permission-resource-${resource.resource}`} style={{ borderBlockStart: `1px solid ${token.colorSplit}` }}>
                        <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
                          {resource.label}
                        </th>
                        <td style={cell}>{groupBox(permissionsOf([resource]), resource.label, `permission-resource-all-${resource.resource}`)}</td>
                        {actions.map(([action]) => {
                          const entry = byAction.get(action);
                          if (!entry) return <td key={action} style={cell} />;
                          const { permission } = entry;
                          return (
                            <td key={action} style={cell}>
                              {withReason(
                                permission,
                                <Checkbox
                                  checked={value.has(permission)}
                                  disabled={!canChange(permission)}
                                  onChange={(event) => setAll([permission], event.target.checked)}
                                  aria-label={`${resource.label}: ${entry.label}`}
                                  data-testid={`permission-${permission}`}
                                />,
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Card>
        );
      })}
    </Flex>
  );
}
