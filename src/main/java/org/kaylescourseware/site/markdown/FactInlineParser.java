package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.parser.InlineParser;
import com.vladsch.flexmark.parser.InlineParserExtension;
import com.vladsch.flexmark.parser.InlineParserExtensionFactory;
import com.vladsch.flexmark.parser.LightInlineParser;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Set;
import java.util.regex.Matcher;

/** Recognises {@code {{...}}} in running text as an inline directive: a reference to a block, or a fact. */
final class FactInlineParser implements InlineParserExtension {

    @Override
    public void finalizeDocument(InlineParser inlineParser) {
    }

    @Override
    public void finalizeBlock(InlineParser inlineParser) {
    }

    @Override
    public boolean parse(LightInlineParser inlineParser) {
        if (inlineParser.peek(1) != '{') {
            return false;
        }
        BasedSequence input = inlineParser.getInput();
        int start = inlineParser.getIndex();
        // only a directive that starts here: flexmark's matcher() finds the next one anywhere after, and taking it from
        // here swallowed the text between (an unclosed {{ before a later fact); this {{ stays text, reported as unclosed
        Matcher matcher = ArtifactWriter.INLINE.matcher(input).region(start, input.length());
        if (!matcher.lookingAt()) {
            return false;
        }
        inlineParser.flushTextNode();
        inlineParser.setIndex(matcher.end());
        BasedSequence chars = input.subSequence(start, matcher.end());
        BasedSequence directive = input.subSequence(matcher.start(1), matcher.end(1));
        inlineParser.getBlock().appendChild(CrossReferenceNode.isReference(directive)
                ? new CrossReferenceNode(chars, directive) : new FactNode(chars, directive));
        return true;
    }

    static final class Factory implements InlineParserExtensionFactory {
        @Override
        public CharSequence getCharacters() {
            return "{";
        }

        @Override
        public InlineParserExtension apply(LightInlineParser inlineParser) {
            return new FactInlineParser();
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
}
