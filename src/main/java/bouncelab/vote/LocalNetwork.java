package bouncelab.vote;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The local network: the address the window's vote listens on (one private address of this PC, never all of
 * them), and which callers count as local. A phone on the school's Wi-Fi is; anything routed from the internet
 * is refused even if a router forwards it.
 */
public final class LocalNetwork {
    private LocalNetwork() {}

    /** Loopback, a private IPv4 range (10/8, 172.16/12, 192.168/16), link-local, or an IPv6 unique local. */
    public static boolean isLocal(InetAddress a) {
        if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress()) {
            return true;
        }
        return a instanceof Inet6Address && (a.getAddress()[0] & 0xfe) == 0xfc;
    }

    /**
     * This PC's private IPv4 address on a network that is up (not loopback, not a tunnel), the first by the
     * interface's name so it does not change between votes; empty when there is none (no network: the vote
     * cannot be reached from phones).
     */
    public static Optional<InetAddress> address() {
        try {
            List<NetworkInterface> up = NetworkInterface.networkInterfaces()
                    .filter(LocalNetwork::usable)
                    .sorted(Comparator.comparing(NetworkInterface::getName))
                    .toList();
            for (NetworkInterface n : up) {
                Optional<InetAddress> a = n.inetAddresses()
                        .filter(x -> x instanceof Inet4Address && x.isSiteLocalAddress())
                        .findFirst();
                if (a.isPresent()) {
                    return a;
                }
            }
            return Optional.empty();
        } catch (SocketException e) {
            return Optional.empty();
        }
    }

    private static boolean usable(NetworkInterface n) {
        try {
            return n.isUp() && !n.isLoopback() && !n.isPointToPoint() && !n.isVirtual();
        } catch (SocketException e) {
            return false;
        }
    }
}
