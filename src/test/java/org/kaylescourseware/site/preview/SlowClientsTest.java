package org.kaylescourseware.site.preview;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clients that connect and then send nothing, or half a request: they must not hold up anyone
 * else, and the server lets go of them after its request timeout (10 s). The margins are wide:
 * these test behaviour, not speed.
 */
class SlowClientsTest {

    @TempDir
    Path project;

    private PreviewServer server() throws IOException {
        Path site = Files.createDirectories(project.resolve("site"));
        Files.writeString(site.resolve("index.html"), "<p>home</p>");
        return PreviewServer.start(site, 0);
    }

    private static Socket connect(PreviewServer server) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
        socket.setSoTimeout(60_000);
        return socket;
    }

    /** A client that connects and says nothing, and clients that start a request and never finish it. */
    private static List<Socket> silentClients(PreviewServer server) throws IOException {
        List<Socket> clients = new ArrayList<>();
        clients.add(connect(server));
        for (String half : List.of("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n", "GET /ind", "G")) {
            Socket client = connect(server);
            client.getOutputStream().write(half.getBytes(US_ASCII));
            client.getOutputStream().flush();
            clients.add(client);
        }
        return clients;
    }

    @Test
    void silentClientDoesNotBlockOthers() throws Exception {
        try (PreviewServer server = server()) {
            List<Socket> silent = silentClients(server);
            try {
                Thread.sleep(200); // let the server take them in first
                for (int i = 0; i < 5; i++) {
                    long start = System.nanoTime();
                    assertEquals("<p>home</p>", PreviewServerTest.get(server, "/").body());
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    assertTrue(millis < 5_000, "a page took " + millis + " ms while silent clients were connected");
                }
            } finally {
                for (Socket socket : silent) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void silentClientIsDisconnectedAfterTheRequestTimeout() throws Exception {
        try (PreviewServer server = server()) {
            List<Socket> silent = silentClients(server);
            long start = System.nanoTime();
            for (Socket socket : silent) {
                try (socket) {
                    assertEquals(-1, readOrReset(socket), "the server closes the connection");
                }
            }
            long seconds = (System.nanoTime() - start) / 1_000_000_000;
            assertTrue(seconds < 40, "closed after " + seconds + " s; the request timeout is 10 s");
            assertEquals("<p>home</p>", PreviewServerTest.get(server, "/").body(), "and goes on serving");
        }
    }

    /** The next byte, or -1 when the server closed the connection (or reset it). */
    private static int readOrReset(Socket socket) throws IOException {
        try {
            return socket.getInputStream().read();
        } catch (SocketException reset) {
            return -1;
        }
    }
}
