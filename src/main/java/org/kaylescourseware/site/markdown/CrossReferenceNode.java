package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * A reference to a block: {@code {{ref sg-theorem}}} ("Theorem 2.4") or {@code {{term mex}}}
 * (the term a definition defines), either with {@code text="..."} for other words. Its text is
 * what is between the braces, read as a directive.
 */
final class CrossReferenceNode extends Node {

    /** The words that start a reference rather than a fact. */
    static final String REF = "ref";
    static final String TERM = "term";

    private final BasedSequence directive;

    CrossReferenceNode(BasedSequence chars, BasedSequence directive) {
        super(chars);
        this.directive = directive;
    }

    BasedSequence directive() {
        return directive;
    }

    /** Whether the text between the braces is a reference ({@code ref ...} or {@code term ...}). */
    static boolean isReference(CharSequence directive) {
        String text = directive.toString().strip();
        String first = text.split("\\s+", 2)[0];
        return first.equals(REF) || first.equals(TERM);
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
