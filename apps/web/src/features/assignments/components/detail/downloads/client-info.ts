interface UserAgentData {
  platform?: string;
  mobile?: boolean;
}

/**
 * Platform and device sent with every download (part 3 section 7). The server keeps the platform, reads the
 * device from the User-Agent itself (this guess counts only without one), sees the IP address and looks the
 * location up.
 */
export function clientInfo(): { platform: string; device: 'Mobile' | 'Desktop' } {
  const nav = navigator as Navigator & { userAgentData?: UserAgentData };
  const platform = (nav.userAgentData?.platform || nav.platform || '').trim().slice(0, 60);
  const mobile = nav.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent);
  return { platform, device: mobile ? 'Mobile' : 'Desktop' };
}
