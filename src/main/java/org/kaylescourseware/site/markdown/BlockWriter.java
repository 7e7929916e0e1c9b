package org.kaylescourseware.site.markdown;

import java.util.Optional;
import java.util.Set;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BlockKind;
import org.kaylescourseware.site.book.BlockView;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.CrossReferenceView;
import org.kaylescourseware.site.book.NumberedBlock;
import org.kaylescourseware.site.directive.DirectiveCall;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.render.RichText;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Turns blocks and references into HTML with their partials ({@code block}, {@code xref}), their
 * numbers and links taken from the course's {@link BlockIndex}. A reference that cannot be
 * resolved is recorded as a problem and shown as a marker in its place.
 */
final class BlockWriter {

    private static final Set<String> REFERENCE_ARGUMENTS = Set.of("text");

    private final BlockIndex index;
    private final PartialRenderer partials;
    private final SourceProblems problems;
    private final boolean instructorEdition;

    /** What {@code instructor-note.ftl} displays: the note's body, rendered from the lesson's Markdown. */
    record InstructorNoteView(String body) {
    }

    BlockWriter(BlockIndex index, PartialRenderer partials, SourceProblems problems, boolean instructorEdition) {
        this.index = index;
        this.partials = partials;
        this.problems = problems;
        this.instructorEdition = instructorEdition;
    }

    /** The block that opens at {@code where}, around its rendered {@code body}. */
    String block(SourceLocation where, String body) {
        Optional<NumberedBlock> found = index.at(where);
        if (found.isEmpty()) {
            page(where); // a page the index never saw is a bug; a block with a problem was reported when indexed
            return body;
        }
        NumberedBlock block = found.get();
        if (block.kind() == BlockKind.INSTRUCTOR) {
            return instructorEdition ? partials.render("instructor-note", new InstructorNoteView(body)) : "";
        }
        CrossReferenceView proves = block.kind() == BlockKind.PROOF ? index.find(block.attributes().proves())
                .map(result -> view(result, block.page(), CrossReferenceNode.REF, result.name())).orElse(null) : null;
        return partials.render("block", new BlockView(block.id(), block.kind().keyword(), block.name(),
                RichText.of(block.attributes().source()), RichText.of(block.attributes().title()), proves, body));
    }

    /** A reference, {@code ref ID} or {@code term ID} (the text between the braces), at {@code where}. */
    String reference(String text, SourceLocation where) {
        try {
            DirectiveCall call = DirectiveParser.parse(text, where);
            String usage = "write {{" + call.kind() + " <id>}} or {{" + call.kind() + " <id> text=\"other words\"}}";
            if (call.words().size() != 1) {
                throw new SourceException(where, "{{" + text.strip() + "}}: " + usage);
            }
            for (String key : call.arguments().keySet()) {
                if (!REFERENCE_ARGUMENTS.contains(key)) {
                    throw new SourceException(where, "{{" + text.strip() + "}}: unknown argument '" + key + "'; " + usage);
                }
            }
            String id = call.words().get(0);
            NumberedBlock target = index.find(id).orElseThrow(() -> new SourceException(where, "{{" + call.kind() + " " + id
                    + "}}: " + index.unknown(id)));
            DirectiveCall.Argument words = call.arguments().get("text");
            return partials.render("xref", view(target, page(where), call.kind(),
                    words != null ? words.value() : defaultWords(call.kind(), target, where))).strip();
        } catch (SourceException e) {
            problems.add(e);
            return ArtifactWriter.buildError(partials, e, true);
        }
    }

    private String defaultWords(String style, NumberedBlock target, SourceLocation where) {
        if (style.equals(CrossReferenceNode.REF)) {
            return index.label(target);
        }
        if (target.firstTerm().isEmpty()) {
            throw new SourceException(where, "{{term " + target.id() + "}}: " + index.label(target) + " defines no term;"
                    + " write {{ref " + target.id() + "}}, or give a definition term=\"...\"");
        }
        return target.firstTerm();
    }

    private static CrossReferenceView view(NumberedBlock target, BookPage from, String style, String words) {
        return new CrossReferenceView(target.href(from), target.id(), style, RichText.of(words));
    }

    private BookPage page(SourceLocation where) {
        return index.page(where.file()).orElseThrow(() -> new IllegalStateException(where.file()
                + " is rendered but its blocks were not indexed with the course's"));
    }
}
