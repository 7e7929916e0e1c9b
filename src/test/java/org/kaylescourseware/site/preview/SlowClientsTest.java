package org.kaylescourseware.site.preview;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
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
 * Clients that hold a connection without finishing with it (issue 28, item 5): slowloris clients
 * that send "GET / HTTP/1.1\r\n" and nothing more, slow readers of a large file, a bare blank line,
 * a TLS ClientHello. None of them may delay anyone else or hold a thread of the server, and the
 * server lets go of them after its head deadline (5 s). Everything runs on the loopback interface,
 * in bounded loops, and ends by itself.
 */
class SlowClientsTest {

    /** The first bytes of a TLS 1.2 ClientHello: a handshake record (0x16), version 3.1, then the hello. */
    private static final byte[] CLIENT_HELLO = {0x16, 0x03, 0x01, 0x00, (byte) 0xa5, 0x01, 0x00, 0x00, (byte) 0xa1, 0x03, 0x03};
    /** Larger than what the socket buffers of a loopback connection hold, so that a reader that stops stalls the sender. */
    private static final long LARGE_FILE_BYTES = 64L << 20;

    @TempDir
    Path project;

    private PreviewServer server() throws IOException {
        Path site = Files.createDirectories(project.resolve("site"));
        Files.writeString(site.resolve("index.html"), "<p>home</p>");
        try (RandomAccessFile large = new RandomAccessFile(site.resolve("large.bin").toFile(), "rw")) {
            large.setLength(LARGE_FILE_BYTES);
        }
        return PreviewServer.start(site, 0);
    }

    private static Socket connect(PreviewServer server, String sent) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
        socket.setSoTimeout(30_000);
        socket.getOutputStream().write(sent.getBytes(US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    @Test
    void normalRequestIsAnsweredWithinASecondWhileAHundredSlowlorisAndTwentySlowReadersHang() throws Exception {
        List<Socket> clients = new ArrayList<>();
        try (PreviewServer server = server()) {
            for (int i = 0; i < 100; i++) {
                clients.add(connect(server, "GET / HTTP/1.1\r\n"));
            }
            List<Socket> readers = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                readers.add(connect(server, "GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
            }
            clients.addAll(readers);
            clients.add(connect(server, "\r\n\r\n"));
            long start = System.nanoTime();
            // within the head deadline (5 s), so that every slowloris client is still connected while we ask
            while (System.nanoTime() - start < 3_000_000_000L) {
                for (Socket reader : readers) {
                    assertEquals(1024, reader.getInputStream().readNBytes(1024).length, "a slow reader gets its file, slowly");
                }
                long asked = System.nanoTime();
                assertEquals("<p>home</p>", PreviewServerTest.get(server, "/").body());
                long millis = (System.nanoTime() - asked) / 1_000_000;
                assertTrue(millis < 1_000, "a page took " + millis + " ms while 100 slowloris clients and 20 slow readers hung");
                assertEquals(1, serverThreads(server), "one thread serves everyone, however many clients hang");
                Thread.sleep(100);
            }
        } finally {
            for (Socket client : clients) {
                client.close();
            }
        }
    }

    @Test
    void tlsClientHelloIsRefusedAtOnceAndHoldsNothing() throws Exception {
        try (PreviewServer server = server(); Socket hello = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            hello.setSoTimeout(30_000);
            long start = System.nanoTime();
            hello.getOutputStream().write(CLIENT_HELLO);
            InputStream answer = hello.getInputStream();
            String text = new String(answer.readAllBytes(), US_ASCII);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(text.startsWith("HTTP/1.1 400 Bad Request\r\n"), text);
            assertTrue(millis < 2_000, "refused after " + millis + " ms, not at its first byte");
            assertEquals("<p>home</p>", PreviewServerTest.get(server, "/").body());
        }
    }

    /** A client that connects and says nothing, one that sends blank lines only, and ones that start a request and stop. */
    @Test
    void silentClientIsDisconnectedAfterTheHeadDeadline() throws Exception {
        try (PreviewServer server = server()) {
            List<Socket> silent = new ArrayList<>();
            for (String half : List.of("", "\r\n\r\n", "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n", "GET /ind", "G")) {
                silent.add(connect(server, half));
            }
            long start = System.nanoTime();
            for (Socket socket : silent) {
                try (socket) {
                    assertEquals(-1, readOrReset(socket), "the server closes the connection");
                }
            }
            long seconds = (System.nanoTime() - start) / 1_000_000_000;
            assertTrue(seconds < 20, "closed after " + seconds + " s; the head deadline is 5 s");
            assertEquals("<p>home</p>", PreviewServerTest.get(server, "/").body(), "and goes on serving");
        }
    }

    @Test
    void clientThatSendsAHeadAByteAtATimeIsDroppedAtTheDeadlineAllTheSame() throws Exception {
        try (PreviewServer server = server(); Socket dribble = connect(server, "G")) {
            long start = System.nanoTime();
            boolean dropped = false;
            for (int i = 0; i < 60 && !dropped; i++) { // a byte every 200 ms for 12 s at most
                Thread.sleep(200);
                try {
                    dribble.getOutputStream().write('E');
                    dribble.getOutputStream().flush();
                } catch (SocketException closed) {
                    dropped = true;
                }
            }
            long seconds = (System.nanoTime() - start) / 1_000_000_000;
            assertTrue(dropped || readOrReset(dribble) == -1, "a head that never ends is dropped");
            assertTrue(seconds < 12, "dropped after " + seconds + " s; the head deadline is 5 s");
        }
    }

    @Test
    void readmeStatesTheDeadlinesAndTheLimitTheServerKeeps() throws IOException {
        String readme = String.join(" ", Files.readString(Path.of("README.md")).split("\\s+"));
        assertTrue(readme.contains("is dropped " + Connection.HEAD_NANOS / 1_000_000_000 + " s after the server began waiting"), readme);
        assertTrue(readme.contains("is dropped after " + Connection.STALL_NANOS / 1_000_000_000 + " s without progress"), readme);
        assertTrue(readme.contains("Past " + PreviewServer.MAX_CONNECTIONS + " open connections"), readme);
        assertTrue(readme.contains("read a " + (LARGE_FILE_BYTES >> 20) + " MB file"), readme);
    }

    /** The threads of this server, named for its port (other tests may run servers of their own meanwhile). */
    private static long serverThreads(PreviewServer server) {
        return Thread.getAllStackTraces().keySet().stream().filter(thread -> thread.getName().endsWith("-" + server.port())).count();
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
