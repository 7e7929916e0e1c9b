package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Serves the site folder on 127.0.0.1, looked up afresh on every request (a rebuild publishes a
 * new version of the folder). Only GET and HEAD; a path that leaves the folder, a dot file, or a
 * link whose real path leaves the folder, is not found.
 *
 * <p>One thread serves every client, and never waits for one: a selector tells it which connections
 * can be read or written now, and each {@link Connection} does what it can and returns. So a client
 * that sends half a request, or none, or reads its answer a byte at a time, holds a socket and its
 * place in a list, never a thread, and everyone else is answered at once. The connection's deadlines
 * drop such a client; past {@link #MAX_CONNECTIONS} the one that has waited longest for its head goes.
 */
public final class PreviewServer implements AutoCloseable {

    /** Open connections at most (a browser opens about six): beyond, the longest-waiting silent one is closed. */
    static final int MAX_CONNECTIONS = 512;
    /** How often deadlines are checked, in milliseconds. */
    private static final long TICK_MILLIS = 250;

    private final ServerSocketChannel listener;
    private final Selector selector;
    private final SiteAnswers answers;
    private final Thread loop;
    private volatile boolean open = true;
    private long eventsSent;

    private PreviewServer(ServerSocketChannel listener, Selector selector, SiteAnswers answers) {
        this.listener = listener;
        this.selector = selector;
        this.answers = answers;
        this.loop = new Thread(this::serve, "preview-http-" + port());
        loop.setDaemon(true);
    }

    /**
     * Binds 127.0.0.1:{@code port} (0 picks a free port) and starts serving {@code site}, which
     * need not exist yet.
     *
     * @throws java.net.BindException when the port is taken (or not this user's to take)
     */
    public static PreviewServer start(Path site, int port) throws IOException {
        return start(site, port, Optional.empty());
    }

    /** The same server, whose pages reload themselves after each build that {@code reload} is told of. */
    public static PreviewServer start(Path site, int port, LiveReload reload) throws IOException {
        return start(site, port, Optional.of(reload));
    }

    private static PreviewServer start(Path site, int port, Optional<LiveReload> reload) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0..65535, was " + port);
        }
        ServerSocketChannel listener = ServerSocketChannel.open();
        Selector selector = null;
        try {
            listener.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
            listener.configureBlocking(false);
            selector = Selector.open();
            listener.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException | RuntimeException e) {
            listener.close();
            if (selector != null) {
                selector.close();
            }
            throw e;
        }
        PreviewServer server = new PreviewServer(listener, selector, new SiteAnswers(site, reload));
        reload.ifPresent(events -> events.listen(server.selector::wakeup));
        server.loop.start();
        return server;
    }

    public int port() {
        return listener.socket().getLocalPort();
    }

    private void serve() {
        try (selector; listener) {
            while (open) {
                selector.select(TICK_MILLIS);
                long now = System.nanoTime();
                for (SelectionKey key : selector.selectedKeys()) {
                    ready(key, now);
                }
                selector.selectedKeys().clear();
                answers.live().ifPresent(live -> sendEvents(live, now));
                dropExpired(System.nanoTime());
            }
            for (Connection connection : connections()) {
                connection.close();
            }
        } catch (IOException e) {
            open = false; // the selector itself failed: nothing more can be served
        }
    }

    private void ready(SelectionKey key, long now) {
        if (!key.isValid()) {
            return;
        }
        if (key.isAcceptable()) {
            accept(now);
            return;
        }
        Connection connection = (Connection) key.attachment();
        try {
            if (key.isReadable()) {
                connection.readable(answers, now);
            } else if (key.isWritable()) {
                connection.writable(answers, now);
            }
        } catch (IOException | RuntimeException e) {
            connection.close(); // the client went away, or its request met a fault: it alone is dropped, the server goes on
        }
    }

    /** Takes in every connection waiting to be accepted. */
    private void accept(long now) {
        try {
            for (SocketChannel client = listener.accept(); client != null; client = listener.accept()) {
                if (roomFor(client)) {
                    client.configureBlocking(false);
                    client.setOption(StandardSocketOptions.TCP_NODELAY, true);
                    SelectionKey key = client.register(selector, SelectionKey.OP_READ);
                    key.attach(new Connection(client, key, now));
                }
            }
        } catch (IOException e) {
            // a client that is gone before it is taken in (or no file descriptor left): the others are served
        }
    }

    /** Whether {@code client} may stay: past the limit, the connection that has waited longest for its head makes room. */
    private boolean roomFor(SocketChannel client) throws IOException {
        List<Connection> open = connections();
        if (open.size() < MAX_CONNECTIONS) {
            return true;
        }
        Optional<Connection> silent = open.stream().filter(Connection::waitsForHead).min(Comparator.comparingLong(Connection::deadline));
        if (silent.isEmpty()) {
            client.close();
            return false;
        }
        silent.get().close();
        return true;
    }

    /** Tells every event stream of a build it has not been told of. */
    private void sendEvents(LivePages live, long now) {
        LiveReload.Status status = live.reload().status();
        if (status.build() == eventsSent) {
            return;
        }
        eventsSent = status.build();
        byte[] event = live.event(status, answers.root());
        for (Connection connection : connections()) {
            try {
                connection.stream(event, answers, now);
            } catch (IOException | RuntimeException e) {
                connection.close();
            }
        }
    }

    private void dropExpired(long now) {
        for (Connection connection : connections()) {
            if (connection.expired(now)) {
                connection.close();
            }
        }
    }

    private List<Connection> connections() {
        List<Connection> connections = new ArrayList<>();
        for (SelectionKey key : selector.keys()) {
            if (key.isValid() && key.attachment() instanceof Connection connection) {
                connections.add(connection);
            }
        }
        return connections;
    }

    @Override
    public void close() {
        open = false;
        selector.wakeup();
        try {
            loop.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
