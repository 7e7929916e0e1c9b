package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;

/**
 * One client's connection, driven by the server's selector and never waited on: it reads a request
 * head as its bytes arrive, answers it, sends the answer as fast as the client takes it, and then
 * reads the next head or closes. Two deadlines bound what a client can hold:
 * the whole head must arrive within {@link #HEAD_NANOS} of the connection's turn to speak (a client
 * that sends half a request, or nothing, or one byte a second, is dropped then), and an answer that
 * the client stops taking is dropped after {@link #STALL_NANOS} without progress. A connection that
 * asked for the build events ({@link LiveReload}) has no deadline while it takes them: it waits for
 * events, not for its client.
 */
final class Connection {

    /** The time a client has to send a whole request head, from the moment the server waits for one. */
    static final long HEAD_NANOS = 5_000_000_000L;
    /** The time an answer may wait for the client to take any of it. */
    static final long STALL_NANOS = 20_000_000_000L;

    private final SocketChannel channel;
    private final SelectionKey key;
    private final byte[] head = new byte[RequestHead.MAX_BYTES];
    private int filled;
    private Reply reply;
    private long deadline;
    private boolean streaming;

    Connection(SocketChannel channel, SelectionKey key, long now) {
        this.channel = channel;
        this.key = key;
        this.deadline = now + HEAD_NANOS;
    }

    /** Reads what has arrived and answers every head that is whole. */
    void readable(SiteAnswers answers, long now) throws IOException {
        int read = channel.read(ByteBuffer.wrap(head, filled, head.length - filled));
        if (read < 0) {
            close();
            return;
        }
        if (streaming) {
            return; // an event stream's client has nothing more to say; what it sends is dropped
        }
        filled += read;
        takeRequest(answers, now);
    }

    /** Sends {@code event} if this connection carries events; one that has not taken the last one yet is closed. */
    void stream(byte[] event, SiteAnswers answers, long now) throws IOException {
        if (!streaming) {
            return;
        }
        if (reply != null) {
            close(); // its browser reconnects, and is told the last build at once
            return;
        }
        reply = Reply.event(event);
        deadline = now + STALL_NANOS;
        writable(answers, now);
    }

    /** Sends what the client takes now of the answer under way; then the next request, or the end. */
    void writable(SiteAnswers answers, long now) throws IOException {
        if (reply.send(channel) > 0) {
            deadline = now + STALL_NANOS;
        }
        if (!reply.finished()) {
            key.interestOps(SelectionKey.OP_WRITE);
            return;
        }
        reply.close();
        Reply sent = reply;
        reply = null;
        if (sent.streams()) {
            streaming = true;
            filled = 0;
            key.interestOps(SelectionKey.OP_READ);
            deadline = now + Long.MAX_VALUE / 2;
            return;
        }
        if (!sent.keepAlive()) {
            close();
            return;
        }
        key.interestOps(SelectionKey.OP_READ);
        deadline = now + HEAD_NANOS;
        takeRequest(answers, now); // a client may have sent its next request already
    }

    /** Whether this connection has held on past its deadline. */
    boolean expired(long now) {
        return now - deadline > 0;
    }

    /** Whether the connection waits for a request head (rather than taking an answer). */
    boolean waitsForHead() {
        return reply == null && !streaming;
    }

    long deadline() {
        return deadline;
    }

    private void takeRequest(SiteAnswers answers, long now) throws IOException {
        skipEmptyLines();
        if (filled == 0) {
            return;
        }
        if (!RequestHead.canStart(head[0])) {
            answer(Reply.refusal(400, "not an HTTP request"), answers, now);
            return;
        }
        int end = RequestHead.end(head, filled);
        if (end < 0) {
            if (filled == head.length) {
                answer(Reply.refusal(431, "the request head is longer than " + RequestHead.MAX_BYTES + " bytes"), answers, now);
            }
            return;
        }
        Reply next;
        try {
            next = answers.answer(RequestHead.parse(head, end));
        } catch (RequestHead.Refused refused) {
            next = Reply.refusal(refused.status(), refused.getMessage());
        }
        System.arraycopy(head, end, head, 0, filled - end);
        filled -= end;
        answer(next, answers, now);
    }

    /** RFC 9112 §2.2: a server should ignore empty lines before a request line. */
    private void skipEmptyLines() {
        int skip = 0;
        while (skip < filled && (head[skip] == '\r' || head[skip] == '\n')) {
            skip++;
        }
        System.arraycopy(head, skip, head, 0, filled - skip);
        filled -= skip;
    }

    private void answer(Reply next, SiteAnswers answers, long now) throws IOException {
        reply = next;
        deadline = now + STALL_NANOS;
        writable(answers, now);
    }

    void close() {
        key.cancel();
        try {
            if (reply != null) {
                reply.close();
            }
            channel.close();
        } catch (IOException e) {
            // closing: nothing is left to tell the client
        }
    }
}
