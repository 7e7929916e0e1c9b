package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/** An inline directive, {@code {{fact period game=kayles expect=12}}}; its text is between the braces. */
final class FactNode extends Node {

    private final BasedSequence directive;

    FactNode(BasedSequence chars, BasedSequence directive) {
        super(chars);
        this.directive = directive;
    }

    BasedSequence directive() {
        return directive;
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
