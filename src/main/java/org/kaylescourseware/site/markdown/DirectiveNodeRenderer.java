package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ext.gitlab.GitLabInlineMath;
import com.vladsch.flexmark.html.HtmlWriter;
import com.vladsch.flexmark.html.renderer.NodeRenderer;
import com.vladsch.flexmark.html.renderer.NodeRendererContext;
import com.vladsch.flexmark.html.renderer.NodeRenderingHandler;
import com.vladsch.flexmark.util.ast.Node;
import java.util.Set;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Renders {@code ```solver} fenced blocks and inline {@code {{fact ...}}} through the
 * {@link ArtifactWriter}, and fills in facts written inside math; every other node goes to the
 * renderer that would have had it.
 */
final class DirectiveNodeRenderer implements NodeRenderer {

    /** The info string of a display-math fence (GitLab syntax). */
    private static final String MATH = "math";

    /** What a block's output becomes before it goes on the page at {@code where}: its citations of sources numbered. */
    @FunctionalInterface
    interface Citing {
        String cite(String html, SourceLocation where);
    }

    private final ArtifactWriter writer;
    private final Citing citing;

    DirectiveNodeRenderer(ArtifactWriter writer, Citing citing) {
        this.writer = writer;
        this.citing = citing;
    }

    @Override
    public Set<NodeRenderingHandler<?>> getNodeRenderingHandlers() {
        return Set.of(new NodeRenderingHandler<>(FencedCodeBlock.class, this::renderBlock),
                new NodeRenderingHandler<>(FactNode.class, this::renderFact),
                new NodeRenderingHandler<>(GitLabInlineMath.class, this::renderInlineMath));
    }

    private void renderBlock(FencedCodeBlock block, NodeRendererContext context, HtmlWriter html) {
        String info = block.getInfo().toString().strip();
        String content = block.getContentChars().toString();
        SourceLocation start = location(block, context).plusLines(1);
        if (block.getClosingMarker().isEmpty()) {
            context.delegateRender(); // a fence left open, reported as such: what it swallowed is not a directive
        } else if (info.equals(SolverDirectiveExtension.FENCE_INFO)) {
            html.line();
            // the body rendered so far: a directive may draw around what its page shows (the exercises, issue 29)
            html.raw(citing.cite(writer.block(content, start, html::toString), start));
            html.line();
        } else if (info.equals(MATH) && content.contains("{{")) {
            // as flexmark's GitLab renderer writes display math, with the facts filled in
            html.line();
            html.raw(writer.mathWithFacts(content, start, true, LessonMarkdown.DISPLAY_MATH_CLASS));
            html.line();
        } else {
            context.delegateRender();
        }
    }

    private void renderInlineMath(GitLabInlineMath math, NodeRendererContext context, HtmlWriter html) {
        String text = math.getText().toString();
        if (!text.contains("{{")) {
            context.delegateRender();
            return;
        }
        html.raw(writer.mathWithFacts(text, location(math, context), false, LessonMarkdown.INLINE_MATH_CLASS));
    }

    private void renderFact(FactNode fact, NodeRendererContext context, HtmlWriter html) {
        html.raw(writer.inline(fact.directive().toString(), location(fact, context)));
    }

    /** Where {@code node} starts in the lesson file. */
    static SourceLocation location(Node node, NodeRendererContext context) {
        SourceLocation bodyStart = SolverDirectiveExtension.BODY_START.get(context.getDocument());
        int line = context.getDocument().getLineNumber(node.getStartOffset());
        return bodyStart.plusLines(line);
    }
}
