package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.html.HtmlWriter;
import com.vladsch.flexmark.html.renderer.NodeRenderer;
import com.vladsch.flexmark.html.renderer.NodeRendererContext;
import com.vladsch.flexmark.html.renderer.NodeRenderingHandler;
import com.vladsch.flexmark.util.ast.Node;
import java.util.Set;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Renders {@code ```solver} fenced blocks and inline {@code {{fact ...}}} through the
 * {@link ArtifactWriter}; every other fenced block goes to the renderer that would have had it.
 */
final class DirectiveNodeRenderer implements NodeRenderer {

    private final ArtifactWriter writer;

    DirectiveNodeRenderer(ArtifactWriter writer) {
        this.writer = writer;
    }

    @Override
    public Set<NodeRenderingHandler<?>> getNodeRenderingHandlers() {
        return Set.of(new NodeRenderingHandler<>(FencedCodeBlock.class, this::renderBlock),
                new NodeRenderingHandler<>(FactNode.class, this::renderFact));
    }

    private void renderBlock(FencedCodeBlock block, NodeRendererContext context, HtmlWriter html) {
        if (!block.getInfo().toString().strip().equals(SolverDirectiveExtension.FENCE_INFO)) {
            context.delegateRender();
            return;
        }
        SourceLocation start = location(block, context).plusLines(1);
        html.line();
        html.raw(writer.block(block.getContentChars().toString(), start));
        html.line();
    }

    private void renderFact(FactNode fact, NodeRendererContext context, HtmlWriter html) {
        html.raw(writer.inline(fact.directive().toString(), location(fact, context)));
    }

    /** Where {@code node} starts in the lesson file. */
    private static SourceLocation location(Node node, NodeRendererContext context) {
        SourceLocation bodyStart = SolverDirectiveExtension.BODY_START.get(context.getDocument());
        int line = context.getDocument().getLineNumber(node.getStartOffset());
        return bodyStart.plusLines(line);
    }
}
