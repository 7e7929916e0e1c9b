package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.parser.block.AbstractBlockParser;
import com.vladsch.flexmark.parser.block.AbstractBlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockContinue;
import com.vladsch.flexmark.parser.block.BlockParser;
import com.vladsch.flexmark.parser.block.BlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockStart;
import com.vladsch.flexmark.parser.block.CustomBlockParserFactory;
import com.vladsch.flexmark.parser.block.MatchedBlockParser;
import com.vladsch.flexmark.parser.block.ParserState;
import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ::: kind {attributes}} ... {@code :::} into a {@link NumberedBlockNode} whose body
 * is parsed as Markdown (math, facts, solver directives, lists), as pandoc's fenced divs are
 * written. A closing {@code :::} inside a code fence of the body is code; blocks may nest, the
 * inner one closing first. The opening line is checked later, when the course's blocks are
 * indexed: here any word after {@code :::} opens a block, so a misspelt kind is reported, not
 * silently left as text.
 */
final class NumberedBlockParser extends AbstractBlockParser {

    static final Pattern OPENING = Pattern.compile(":{3,}[ \\t]*([A-Za-z][A-Za-z0-9-]*)(.*)");
    static final Pattern CLOSING = Pattern.compile(":{3,}[ \\t]*");

    private final NumberedBlockNode block;
    private boolean closed;

    private NumberedBlockParser(NumberedBlockNode block) {
        this.block = block;
    }

    @Override
    public Block getBlock() {
        return block;
    }

    @Override
    public boolean isContainer() {
        return !block.isStray();
    }

    @Override
    public boolean canContain(ParserState state, BlockParser blockParser, Block child) {
        return !closed && !block.isStray();
    }

    @Override
    public BlockContinue tryContinue(ParserState state) {
        if (closed || block.isStray()) {
            return BlockContinue.none();
        }
        BasedSequence line = state.getLine();
        if (state.getIndent() < 4 && CLOSING.matcher(line.subSequence(state.getNextNonSpaceIndex())).matches()
                && !innerOpen(state)) {
            closed = true;
            block.close(line.subSequence(state.getNextNonSpaceIndex()).trimEnd());
            return BlockContinue.atIndex(line.length());
        }
        return BlockContinue.atIndex(state.getIndex());
    }

    /** Whether the line belongs to something open inside this block: a code fence, or a nested block. */
    private boolean innerOpen(ParserState state) {
        List<BlockParser> active = state.getActiveBlockParsers();
        boolean inside = false;
        for (BlockParser parser : active) {
            if (inside && (parser.getBlock() instanceof FencedCodeBlock
                    || parser instanceof NumberedBlockParser nested && !nested.closed && !nested.block.isStray())) {
                return true;
            }
            inside |= parser == this;
        }
        return false;
    }

    @Override
    public void closeBlock(ParserState state) {
        block.setCharsFromContent();
    }

    /** Registers the parser with flexmark. */
    static final class Factory implements CustomBlockParserFactory {
        @Override
        public BlockParserFactory apply(DataHolder options) {
            return new StartFactory(options);
        }

        @Override
        public Set<Class<?>> getAfterDependents() {
            return null;
        }

        @Override
        public Set<Class<?>> getBeforeDependents() {
            return null;
        }

        @Override
        public boolean affectsGlobalScope() {
            return false;
        }
    }

    private static final class StartFactory extends AbstractBlockParserFactory {
        StartFactory(DataHolder options) {
            super(options);
        }

        @Override
        public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
            if (state.getIndent() >= 4) {
                return BlockStart.none();
            }
            BasedSequence line = state.getLine();
            BasedSequence rest = line.subSequence(state.getNextNonSpaceIndex()).trimEnd();
            Matcher opening = OPENING.matcher(rest);
            NumberedBlockNode node;
            if (opening.matches()) {
                node = new NumberedBlockNode(rest, opening.group(1), opening.group(2));
            } else if (CLOSING.matcher(rest).matches()) {
                node = new NumberedBlockNode(rest, "", "");
            } else {
                return BlockStart.none();
            }
            return BlockStart.of(new NumberedBlockParser(node)).atIndex(line.length());
        }
    }
}
