package org.kaylescourseware.site.preview;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Serves the site folder on 127.0.0.1, looked up afresh on every request (a rebuild publishes a
 * new version of the folder). Only GET and HEAD; a path that leaves the folder, or a link whose
 * real path does, is not found.
 *
 * <p>Requests are answered by a small pool of threads, so a client that opens a connection and
 * stops sending holds one thread, not the server; and the JDK's server closes a connection whose
 * request or response takes too long (see the timeouts below).
 */
public final class PreviewServer implements AutoCloseable {

    /** Enough for a browser's parallel connections; a slow client holds one until its timeout. */
    private static final int THREADS = 8;

    static {
        // The JDK's server reads its timeouts once, when its classes load (sun.net.httpserver.ServerConfig),
        // and by default has none: a client that starts a request and stops would keep its thread for ever.
        // Set before the first server is created; a value given on the command line (-D) wins.
        defaultProperty("sun.net.httpserver.maxReqTime", "10"); // seconds to receive a request's headers
        defaultProperty("sun.net.httpserver.maxRspTime", "30"); // seconds to send a response
        defaultProperty("sun.net.httpserver.idleInterval", "30"); // seconds a kept-alive connection may idle
        defaultProperty("sun.net.httpserver.clockTick", "1000"); // milliseconds: how often those are checked (10 s by default)
    }

    private final HttpServer server;
    private final ExecutorService threads;
    private final SiteFolder site;

    private PreviewServer(HttpServer server, ExecutorService threads, Path site) {
        this.server = server;
        this.threads = threads;
        this.site = new SiteFolder(site);
    }

    /**
     * Binds 127.0.0.1:{@code port} (0 picks a free port) and starts serving {@code site}, which
     * need not exist yet.
     *
     * @throws java.net.BindException when the port is taken (or not this user's to take)
     */
    public static PreviewServer start(Path site, int port) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0..65535, was " + port);
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        ExecutorService threads = Executors.newFixedThreadPool(THREADS, daemonThreads());
        server.setExecutor(threads);
        PreviewServer preview = new PreviewServer(server, threads, site);
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
            if (method.equals("GET") || method.equals("HEAD")) {
                answer(exchange, method.equals("HEAD"));
            } else {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                send(exchange, 405, NotFoundPage.TEXT_TYPE, "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8), false);
            }
        }
    }

    private void answer(HttpExchange exchange, boolean head) throws IOException {
        String path = exchange.getRequestURI().getPath();
        // twice at most: a rebuild may delete the version looked up before its file is opened; the new version has it
        for (int attempt = 0; attempt < 2; attempt++) {
            SiteFolder.Lookup lookup = site.lookup(path);
            if (lookup instanceof SiteFolder.Redirect redirect) {
                exchange.getResponseHeaders().set("Location", redirect.location());
                send(exchange, 301, NotFoundPage.TEXT_TYPE, ("see " + redirect.location() + "\n").getBytes(StandardCharsets.UTF_8),
                        head);
                return;
            }
            if (!(lookup instanceof SiteFolder.Found found)) {
                break;
            }
            if (sentFile(exchange, found.file(), head)) {
                return;
            }
        }
        notFound(exchange, path, head);
    }

    /** The site's own styled 404 page when it has one (the build writes {@code 404.html}), else a plain one. */
    private void notFound(HttpExchange exchange, String path, boolean head) throws IOException {
        if (NotFoundPage.wantsPage(path, exchange.getRequestHeaders().getFirst("Accept"))) {
            byte[] page = null;
            if (site.lookup("/" + NotFoundPage.SITE_PAGE) instanceof SiteFolder.Found found) {
                try {
                    page = Files.readAllBytes(found.file());
                } catch (NoSuchFileException e) {
                    page = null;
                }
            }
            send(exchange, 404, NotFoundPage.HTML_TYPE, page != null ? page : NotFoundPage.html(path), head);
        } else {
            send(exchange, 404, NotFoundPage.TEXT_TYPE, NotFoundPage.text(path), head);
        }
    }

    /** Sends {@code file}; false, having sent nothing, if it is gone. */
    private static boolean sentFile(HttpExchange exchange, Path file, boolean head) throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(file);
        } catch (NoSuchFileException e) {
            return false;
        }
        try (channel; InputStream in = Channels.newInputStream(channel)) {
            long size = channel.size();
            sendHeaders(exchange, 200, MediaTypes.of(file), size, head);
            if (!head && size > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    in.transferTo(out);
                }
            }
        }
        return true;
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body, boolean head) throws IOException {
        sendHeaders(exchange, status, type, body.length, head);
        if (!head && body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    /** A HEAD response says how long the body would be but sends none. */
    private static void sendHeaders(HttpExchange exchange, int status, String type, long length, boolean head)
            throws IOException {
        Headers headers = exchange.getResponseHeaders();
        headers.set("Content-Type", type);
        headers.set("Cache-Control", "no-store");
        headers.set("X-Content-Type-Options", "nosniff");
        if (head) {
            headers.set("Content-Length", Long.toString(length));
        }
        exchange.sendResponseHeaders(status, head || length == 0 ? -1 : length);
    }

    private static java.util.concurrent.ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "preview-http-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    private static void defaultProperty(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
