package org.kaylescourseware.site.preview;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The head of an HTTP/1.x request (RFC 9112), as much as the preview needs: the method, the
 * decoded path, the Accept header and whether the connection stays open after the answer.
 *
 * @param method    the request method, upper case as sent
 * @param path      the target's path, percent-decoded, starting with {@code /}
 * @param accept    the Accept header, empty when there is none
 * @param head      whether the answer sends its headers only (a HEAD request)
 * @param keepAlive whether the connection takes another request after this one's answer
 */
record RequestHead(String method, String path, String accept, boolean head, boolean keepAlive) {

    /** The most a head may take, request line and header fields; a longer one is refused (431). */
    static final int MAX_BYTES = 8192;

    /** A head that cannot be answered: the status to send, after which the connection is closed. */
    static final class Refused extends Exception {

        private static final long serialVersionUID = 1L;
        private final int status;

        Refused(int status, String reason) {
            super(reason, null, false, false);
            this.status = status;
        }

        int status() {
            return status;
        }
    }

    /**
     * Where the head in {@code bytes[0..length)} ends (the index past its blank line), or -1 when it has
     * not all arrived. Lines end in LF, with or without CR before it (RFC 9112 §2.2 lets a server accept both).
     */
    static int end(byte[] bytes, int length) {
        for (int i = 1; i < length; i++) {
            if (bytes[i] == '\n' && (bytes[i - 1] == '\n' || i >= 2 && bytes[i - 1] == '\r' && bytes[i - 2] == '\n')) {
                return i + 1;
            }
        }
        return -1;
    }

    /**
     * Whether {@code first}, the first byte after any empty lines, can begin a request line: a method is
     * a token of letters. A TLS ClientHello (0x16), an HTTP/2 preface's binary frames or noise cannot,
     * and are refused at their first byte instead of being waited on.
     */
    static boolean canStart(byte first) {
        return first >= 'A' && first <= 'Z';
    }

    /** The head in {@code bytes[0..length)}, which holds exactly one head ending in its blank line. */
    static RequestHead parse(byte[] bytes, int length) throws Refused {
        String[] lines = new String(bytes, 0, length, StandardCharsets.ISO_8859_1).split("\r?\n");
        String[] request = lines[0].split(" ", -1);
        if (request.length != 3 || !request[0].matches("[A-Z]{1,20}") || !request[2].matches("HTTP/1\\.[01]")) {
            throw new Refused(400, "not an HTTP/1.x request line");
        }
        String connection = "";
        String accept = "";
        boolean body = false;
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon <= 0 || Character.isWhitespace(lines[i].charAt(0))) {
                throw new Refused(400, "not a header field: " + lines[i]);
            }
            String name = lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = lines[i].substring(colon + 1).strip();
            switch (name) {
                case "connection" -> connection = value.toLowerCase(Locale.ROOT);
                case "accept" -> accept = value;
                case "content-length" -> body |= !value.equals("0");
                case "transfer-encoding" -> body = true;
                default -> { }
            }
        }
        // a request with a body is answered and its connection closed: the preview reads no bodies
        boolean keepAlive = !body && (request[2].equals("HTTP/1.1") ? !connection.contains("close") : connection.contains("keep-alive"));
        return new RequestHead(request[0], path(request[1]), accept, request[0].equals("HEAD"), keepAlive);
    }

    /** The decoded path of an origin-form ({@code /a/b?q}) or absolute-form ({@code http://host/a/b}) target. */
    private static String path(String target) throws Refused {
        try {
            // an origin-form target is read as the path of a URI of its own, so that "//x" stays a path, not a host
            URI uri = new URI(target.startsWith("/") ? "http://preview" + target : target);
            if (target.startsWith("/") || uri.isAbsolute() && uri.getPath() != null) {
                return uri.getPath().isEmpty() ? "/" : uri.getPath();
            }
        } catch (URISyntaxException e) {
            throw new Refused(400, "not a request target: " + target);
        }
        throw new Refused(400, "not a request target: " + target);
    }
}
