package org.kaylescourseware.site.book;

import java.util.List;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The blocks one page declares, in the order they open, and any {@code :::} line that closes no
 * block (a stray, reported as a problem).
 */
public record PageBlocks(BookPage page, List<BlockDeclaration> blocks, List<SourceLocation> strayClosings) {

    public PageBlocks {
        blocks = List.copyOf(blocks);
        strayClosings = List.copyOf(strayClosings);
    }
}
