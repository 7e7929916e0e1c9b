package org.kaylescourseware.site.preview;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Serves the files of the site folder on 127.0.0.1, read afresh on every request (a rebuild swaps
 * the folder). Only GET and HEAD; paths that leave the folder are refused.
 */
public final class PreviewServer implements AutoCloseable {

    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"), Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"), Map.entry("svg", "image/svg+xml"),
            Map.entry("png", "image/png"), Map.entry("woff2", "font/woff2"), Map.entry("woff", "font/woff"),
            Map.entry("ttf", "font/ttf"), Map.entry("json", "application/json"));

    private final HttpServer server;
    private final Path site;

    private PreviewServer(HttpServer server, Path site) {
        this.server = server;
        this.site = site.toAbsolutePath().normalize();
    }

    /** Starts serving {@code site} on 127.0.0.1:{@code port} (0 picks a free port). */
    public static PreviewServer start(Path site, int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        PreviewServer preview = new PreviewServer(server, site);
        server.createContext("/", preview::handle);
        server.start();
        return preview;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                send(exchange, 405, "text/plain; charset=utf-8", "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            Path file = resolve(exchange.getRequestURI());
            if (file == null || !Files.isRegularFile(file)) {
                send(exchange, 404, "text/plain; charset=utf-8", "not found\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            String name = file.getFileName().toString();
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            send(exchange, 200, type, method.equals("HEAD") ? null : Files.readAllBytes(file));
        }
    }

    private Path resolve(URI uri) {
        String path = uri.getPath();
        if (path.endsWith("/")) {
            path += "index.html";
        }
        Path file = site.resolve(path.substring(1)).normalize();
        return file.startsWith(site) ? file : null;
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, body == null ? -1 : body.length);
        if (body != null) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
