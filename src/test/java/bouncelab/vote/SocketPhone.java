package bouncelab.vote;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A device for the load benchmark that costs next to nothing on the machine it shares with the server: one
 * kept-alive socket and a blocking read, no client library. With the JDK's HttpClient, 200 devices shared its one
 * selector thread and its executor on the server's own two cores, and that wait was most of a slow vote's time: a
 * class's phones each bring their own processor. Speaks just the HTTP/1.1 the vote server answers (a status line,
 * headers, a Content-Length body).
 */
final class SocketPhone implements AutoCloseable {
    /** A response's status and the cookie it set, if any. */
    record Reply(int status, String setCookie) {}

    private final String host;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private String cookie = "";

    SocketPhone(String baseUrl) throws IOException {
        URI u = URI.create(baseUrl);
        host = u.getHost() + ":" + u.getPort();
        socket = new Socket(u.getHost(), u.getPort());
        socket.setTcpNoDelay(true); // as a browser does: one request, one write, no waiting to fill a packet
        in = new BufferedInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    /** GET / and keep the device's cookie. */
    Reply page() throws IOException {
        Reply r = get("/");
        if (!r.setCookie().isEmpty()) {
            cookie = r.setCookie().substring(0, r.setCookie().indexOf(';'));
        }
        return r;
    }

    Reply get(String pathAndQuery) throws IOException {
        return send("GET " + pathAndQuery + " HTTP/1.1\r\n" + headers() + "\r\n");
    }

    Reply vote(String room, String choice) throws IOException {
        String form = "room=" + VoteHttp.enc(room) + "&choice=" + VoteHttp.enc(choice);
        byte[] body = form.getBytes(StandardCharsets.UTF_8);
        return send("POST /vote HTTP/1.1\r\n" + headers()
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + body.length + "\r\n\r\n"
                + form);
    }

    private String headers() {
        return "Host: " + host + "\r\n" + (cookie.isEmpty() ? "" : "Cookie: " + cookie + "\r\n");
    }

    private Reply send(String request) throws IOException {
        out.write(request.getBytes(StandardCharsets.UTF_8));
        out.flush();
        String status = line();
        int code = Integer.parseInt(status.split(" ")[1]);
        long length = 0;
        String setCookie = "";
        for (String h = line(); !h.isEmpty(); h = line()) {
            int colon = h.indexOf(':');
            String name = h.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = h.substring(colon + 1).trim();
            if (name.equals("content-length")) {
                length = Long.parseLong(value);
            } else if (name.equals("set-cookie")) {
                setCookie = value;
            }
        }
        in.skipNBytes(length);
        return new Reply(code, setCookie);
    }

    private String line() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("the server closed the connection");
            }
            if (c != '\r') {
                b.write(c);
            }
        }
        return b.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
