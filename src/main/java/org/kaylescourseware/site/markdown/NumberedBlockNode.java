package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * A block written {@code ::: kind {attributes}} ... {@code :::}; its children are its body, parsed
 * as any Markdown is. A {@code :::} line that closes no block is a node too ({@link #isStray()}),
 * so that it can be reported.
 */
final class NumberedBlockNode extends Block {

    private final BasedSequence openingLine;
    private final String kind;
    private final String attributes;
    private BasedSequence closingLine = BasedSequence.NULL;

    NumberedBlockNode(BasedSequence openingLine, String kind, String attributes) {
        super(openingLine);
        this.openingLine = openingLine;
        this.kind = kind;
        this.attributes = attributes;
    }

    /** The word after {@code :::} ({@code ""} for a stray closing line). */
    String kind() {
        return kind;
    }

    /** The rest of the opening line: the braces and what they hold. */
    String attributes() {
        return attributes;
    }

    boolean isStray() {
        return kind.isEmpty();
    }

    boolean isClosed() {
        return closingLine.isNotNull();
    }

    void close(BasedSequence closingLine) {
        this.closingLine = closingLine;
    }

    @Override
    public BasedSequence[] getSegments() {
        return new BasedSequence[] {openingLine, closingLine};
    }
}
