/**
 * The frame of every signed-in console page: side menu (only the sections the role may open), a header with the
 * operator, their role, the language and sign-out, the page title; on phones the menu opens in a drawer. Without a
 * session it goes to the sign-in page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Navigate, useLocation, useNavigate } from '@racing/shared/src/routing/router';
import { changeLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@racing/shared/src/i18n/languages';
import { signOut, useOperator } from '../api/operator-session';
import { CONSOLE_SIGN_IN_PATH, signInPath } from '@racing/shared/src/operator/admin-client';
import { CONSOLE_SECTIONS, sectionOf } from './console-menu';
import { ConsoleProviders } from './console-providers';

const ROLE_COLOURS: Record<string, string> = { admin: 'red', finance: 'gold', agent: 'blue' };

export interface ConsoleFrameProps {
  /** The page's title, a `console:` key. */
  titleKey: string;
  /** The page's own permission key: a role without it sees "not permitted" instead of the page. */
  permission?: string;
  children: ReactNode;
}

function SectionMenu({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const current = sectionOf(location.pathname);
  const items = CONSOLE_SECTIONS.filter((item) => can(item.permission)).map((item) => ({
    key: item.path,
    label: <span data-testid={`console-menu-${item.key}`}>{t(item.labelKey)}</span>,
  }));
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={current ? [current.path] : []}
      items={items}
      onClick={({ key }) => {
        navigate(key);
        onOpen?.();
      }}
    />
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <div style={{ color: '#fff', fontWeight: 600, fontSize: 16, padding: '16px 24px', whiteSpace: 'nowrap' }}>{t('console:shell.brand')}</div>
  );
}

function LanguagePicker() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Select
      size="small"
      value={isLanguage(language) ? language : undefined}
      onChange={(value) => void changeLanguage(value)}
      options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      style={{ width: 110 }}
      data-testid="console-language"
      popupMatchSelectWidth={false}
    />
  );
}

function FrameHeader({ titleKey, phone, onMenu }: { titleKey: string; phone: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const { operator } = useOperator();
  const navigate = useNavigate();
  return (
    <Layout.Header style={{ background: '#fff', padding: phone ? '0 12px' : '0 24px', display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #f0f0f0' }}>
      {phone && <Button type="text" icon={<MenuOutlined />} onClick={onMenu} aria-label={t('console:shell.openMenu')} data-testid="console-menu-button" />}
      <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0 }} ellipsis>
        {t(titleKey)}
      </Typography.Title>
      <Space size={phone ? 4 : 12}>
        {operator && !phone && <Typography.Text data-testid="console-operator-name">{operator.displayName}</Typography.Text>}
        {operator && <Tag color={ROLE_COLOURS[operator.role] ?? 'default'}>{t(`console:shell.roles.${operator.role}`, { defaultValue: operator.role })}</Tag>}
        <LanguagePicker />
        <Button
          icon={<LogoutOutlined />}
          onClick={() => void signOut().then(() => navigate(CONSOLE_SIGN_IN_PATH, { replace: true }))}
          data-testid="console-sign-out"
          aria-label={t('console:shell.signOut')}
        >
          {phone ? null : t('console:shell.signOut')}
        </Button>
      </Space>
    </Layout.Header>
  );
}

function FramedPage({ titleKey, permission, children }: ConsoleFrameProps) {
  const { t } = useTranslation();
  const { operator, signedIn, can } = useOperator();
  const screens = Grid.useBreakpoint();
  // useBreakpoint answers {} before its first measure: a wide screen until told otherwise.
  const phone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const title = t(titleKey);

  useEffect(() => {
    document.title = `${title} · ${t('console:shell.brand')}`;
  }, [title, t]);

  // Signed in again, the operator comes back to this page.
  if (!signedIn || operator?.mustChangePassword) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (!operator) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} data-testid="console-loading" />;

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="console-frame">
      {!phone && (
        <Layout.Sider width={220}>
          <Brand />
          <SectionMenu />
        </Layout.Sider>
      )}
      {phone && (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={240} styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}>
          <Brand />
          <SectionMenu onOpen={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <FrameHeader titleKey={titleKey} phone={phone} onMenu={() => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>
          {permission && !can(permission) ? <Result status="403" title={t('console:shell.forbidden')} data-testid="console-forbidden" /> : children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export function ConsoleFrame(props: ConsoleFrameProps) {
  return (
    <ConsoleProviders>
      <FramedPage {...props} />
    </ConsoleProviders>
  );
}
