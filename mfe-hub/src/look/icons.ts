// The icons of the hub's plain frame and tickets list: antd's own outlines, each a small module of its own.
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import FolderOutlined from '@ant-design/icons-svg/es/asn/FolderOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';

export const icons = {
  AppstoreOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  FlagOutlined,
  FolderOutlined,
  HistoryOutlined,
  InboxOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  MoonOutlined,
  PlusOutlined,
  ReloadOutlined,
  SunOutlined,
  UnorderedListOutlined,
  UserOutlined,
};
