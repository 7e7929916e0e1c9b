package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;

/**
 * One answer on its way to a client: its head, then its body from memory or from an open file.
 * It is sent in pieces, as fast as the client takes them, without ever waiting: {@link #send} writes
 * what the socket accepts now and returns. So a client that reads slowly holds its open file and
 * a socket buffer, never a thread; and a large file is never read into memory.
 */
final class Reply implements AutoCloseable {

    private static final Map<Integer, String> REASONS = Map.of(200, "OK", 301, "Moved Permanently", 400, "Bad Request",
            404, "Not Found", 405, "Method Not Allowed", 408, "Request Timeout", 431, "Request Header Fields Too Large",
            500, "Internal Server Error");

    private final ByteBuffer head;
    private final ByteBuffer bytes;
    private final FileChannel file;
    private final long fileEnd;
    private final boolean keepAlive;
    private final boolean streams;
    private long filePosition;

    private Reply(ByteBuffer head, ByteBuffer bytes, FileChannel file, long fileLength, boolean keepAlive, boolean streams) {
        this.head = head;
        this.bytes = bytes;
        this.file = file;
        this.fileEnd = fileLength;
        this.keepAlive = keepAlive;
        this.streams = streams;
    }

    private Reply(ByteBuffer head, ByteBuffer bytes, FileChannel file, long fileLength, boolean keepAlive) {
        this(head, bytes, file, fileLength, keepAlive, false);
    }

    /**
     * The head of an event stream (text/event-stream, with no length: it ends when the connection does) and its
     * first event; the connection then carries the events that follow ({@link #event}).
     */
    static Reply stream(RequestHead request, byte[] first) {
        String head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\n\r\n";
        byte[] body = request.head() ? new byte[0] : first;
        return new Reply(ByteBuffer.wrap(head.getBytes(StandardCharsets.ISO_8859_1)), ByteBuffer.wrap(body), null, 0, false,
                !request.head());
    }

    /** One more event on a stream. */
    static Reply event(byte[] event) {
        return new Reply(ByteBuffer.allocate(0), ByteBuffer.wrap(event), null, 0, false, true);
    }

    /** {@code body} with status and type (and {@code extra} header fields); no body sent when the request was HEAD. */
    static Reply of(RequestHead request, int status, String type, byte[] body, Map<String, String> extra) {
        ByteBuffer head = head(status, type, body.length, extra, request.keepAlive());
        return new Reply(head, ByteBuffer.wrap(request.head() ? new byte[0] : body), null, 0, request.keepAlive());
    }

    /** The file open in {@code file}, {@code length} bytes, sent from the disk as the client takes it; closed when done. */
    static Reply file(RequestHead request, String type, FileChannel file, long length) {
        ByteBuffer head = head(200, type, length, Map.of(), request.keepAlive());
        return new Reply(head, ByteBuffer.allocate(0), file, request.head() ? 0 : length, request.keepAlive());
    }

    /** A head that could not be answered: a line of text, and the connection closes. */
    static Reply refusal(int status, String reason) {
        byte[] body = (reason + "\n").getBytes(StandardCharsets.UTF_8);
        return new Reply(head(status, NotFoundPage.TEXT_TYPE, body.length, Map.of(), false), ByteBuffer.wrap(body), null, 0,
                false);
    }

    private static ByteBuffer head(int status, String type, long length, Map<String, String> extra, boolean keepAlive) {
        StringBuilder head = new StringBuilder(256).append("HTTP/1.1 ").append(status).append(' ')
                .append(REASONS.getOrDefault(status, "")).append("\r\n")
                .append("Date: ").append(DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC))).append("\r\n")
                .append("Content-Type: ").append(type).append("\r\n")
                .append("Content-Length: ").append(length).append("\r\n")
                .append("Cache-Control: no-store\r\n")
                .append("X-Content-Type-Options: nosniff\r\n")
                .append("Connection: ").append(keepAlive ? "keep-alive" : "close").append("\r\n");
        extra.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        return ByteBuffer.wrap(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Writes what {@code channel} takes now, without waiting; the number of bytes written. */
    long send(SocketChannel channel) throws IOException {
        long written = 0;
        if (head.hasRemaining()) {
            written += channel.write(head);
        }
        if (!head.hasRemaining() && bytes.hasRemaining()) {
            written += channel.write(bytes);
        }
        if (!head.hasRemaining() && file != null && filePosition < fileEnd) {
            long sent = file.transferTo(filePosition, fileEnd - filePosition, channel);
            if (sent == 0 && filePosition >= file.size()) {
                throw new IOException("the file shrank while it was sent"); // the client gets a short body and a closed connection
            }
            filePosition += sent;
            written += sent;
        }
        return written;
    }

    boolean finished() {
        return !head.hasRemaining() && !bytes.hasRemaining() && (file == null || filePosition >= fileEnd);
    }

    /** Whether the connection carries events once this answer is sent. */
    boolean streams() {
        return streams;
    }

    /** Whether the connection takes another request once this answer is sent. */
    boolean keepAlive() {
        return keepAlive;
    }

    @Override
    public void close() throws IOException {
        if (file != null) {
            file.close();
        }
    }
}
