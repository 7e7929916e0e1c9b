package org.kaylescourseware.site.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BlockKind;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.NumberedBlock;

/**
 * One citation system in what the solver's blocks write (issue 29): a source's numbered result, "Spindler's
 * Theorem 5", is cited by the course's number first with the source's beside it, "Theorem 3.14 (Spindler's
 * Theorem 5)", linked to the block whose {@code source=} names it, as the lessons' prose cites. The solver core
 * knows the papers' numbers only; the course's numbers are the book's, so they are put in here. A result the
 * course does not state as a block of its own, and the words "as stated" or "as printed" (an erratum speaking of
 * the source's own statement), are left as they are.
 */
final class SourceCitations {

    /** A source's numbered result as the solver's texts write it. */
    static final Pattern CITATION = Pattern.compile("\\b(?:(Spindler|Milley)'s )?(Definition|Lemma|Theorem|Corollary|Proposition) (\\d+)\\b"
            + "(?![.\\d]|,? as (stated|printed))");
    /** The sources whose numbered results the solver's texts cite; on a page that follows one, a bare "Theorem 1" is its. */
    static final List<String> SOURCES = List.of("Spindler", "Milley");

    private final BlockIndex blocks;

    SourceCitations(BlockIndex blocks) {
        this.blocks = blocks;
    }

    /** The block that states {@code source}'s result {@code result}, as in {@code source="Milley, Lemma 3 (corrected)"}. */
    Optional<NumberedBlock> stating(String source, String result) {
        String key = source + ", " + result;
        return blocks.blocks().stream()
                .filter(b -> b.kind() != BlockKind.ERRATUM && b.kind().isNumbered() && b.attributes().source() != null)
                .filter(b -> List.of(b.attributes().source().split(";")).stream().map(String::strip)
                        .anyMatch(s -> s.equals(key) || s.startsWith(key + " (")))
                .findFirst();
    }

    /**
     * The source a page follows: the one whose numbered results its blocks state (Spindler's paper on the misère Nim
     * page, Milley's on the partizan page), if there is one; the solver's texts there cite that paper's numbers bare.
     */
    Optional<String> followed(BookPage page) {
        return SOURCES.stream().filter(source -> blocks.blocks().stream().anyMatch(b -> b.page().equals(page)
                && b.attributes().source() != null && b.attributes().source().matches(source + ", (Definition|Lemma|Theorem|Corollary) \\d+.*")))
                .findFirst();
    }

    /** {@code html} (a block's output on {@code page}) with every source's result cited by the course's number first. */
    String cite(String html, BookPage page) {
        Optional<String> followed = followed(page);
        String plain = html.replace("&#39;", "'");
        if (followed.isEmpty() && !plain.contains("Spindler's") && !plain.contains("Milley's")) {
            return html;
        }
        Document document = Jsoup.parseBodyFragment(html);
        document.outputSettings().prettyPrint(false);
        List<TextNode> texts = new ArrayList<>();
        document.body().traverse((node, depth) -> {
            if (node instanceof TextNode text) {
                texts.add(text);
            }
        });
        texts.forEach(text -> cite(text, page, followed));
        document.body().select("[aria-label]").forEach(element -> cite(element, "aria-label", followed));
        return document.body().html();
    }

    /** "Lemmas 1 and 2" of a known source, as two citations: "Lemma 1 and Lemma 2", each then cited on its own. */
    static final Pattern PLURAL = Pattern.compile("\\b(?:(Spindler|Milley)'s )?(Definition|Lemma|Theorem|Corollar)(s|ies) (\\d+) and (\\d+)\\b(?![.\\d])");

    private static String singly(String text, Optional<String> followed) {
        Matcher m = PLURAL.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String source = m.group(1) != null ? m.group(1) : followed.orElse(null);
            String kind = m.group(2) + (m.group(3).equals("ies") ? "y" : "");
            String cited = source == null ? m.group()
                    : source + "'s " + kind + " " + m.group(4) + " and " + source + "'s " + kind + " " + m.group(5);
            m.appendReplacement(sb, Matcher.quoteReplacement(cited));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The text in pieces: strings, and the blocks whose names go before the sources' numbers. */
    private List<Object> pieces(String text, Optional<String> followed) {
        return pieces(text, followed, "");
    }

    /**
     * The text in pieces, after {@code preceding}: the text of the element before it, such as an exercise's link to
     * "Definition 3.28" before ", Spindler's Definition 5", which already names the course's number.
     */
    private List<Object> pieces(String text, Optional<String> followed, String preceding) {
        String whole = singly(text, followed);
        Matcher m = CITATION.matcher(whole);
        List<Object> parts = new ArrayList<>();
        int at = 0;
        while (m.find()) {
            String source = m.group(1) != null ? m.group(1) : followed.orElse(null);
            String result = m.group(2) + " " + m.group(3);
            Optional<NumberedBlock> block = source == null ? Optional.empty() : stating(source, result);
            String before = whole.substring(at, m.start());
            String read = at == 0 ? preceding + before : before;
            if (block.isEmpty() || read.endsWith(block.get().name() + " (") || read.endsWith(block.get().name() + ", ")) {
                continue;
            }
            String cited = source + "'s " + result;
            parts.add(before);
            parts.add(block.get());
            parts.add(before.endsWith("(") ? ", " + cited : " (" + cited + ")");
            at = m.end();
        }
        if (!parts.isEmpty()) {
            parts.add(whole.substring(at));
        }
        return parts;
    }

    /** An attribute such as an aria-label, cited in words. */
    private void cite(Element element, String attribute, Optional<String> followed) {
        List<Object> parts = pieces(element.attr(attribute), followed);
        if (!parts.isEmpty()) {
            StringBuilder sb = new StringBuilder();
            parts.forEach(part -> sb.append(part instanceof NumberedBlock b ? b.name() : part));
            element.attr(attribute, sb.toString());
        }
    }

    private void cite(TextNode text, BookPage page, Optional<String> followed) {
        Node previous = text.previousSibling();
        List<Object> parts = pieces(text.getWholeText(), followed, previous instanceof Element element ? element.text() : "");
        if (parts.isEmpty()) {
            return;
        }
        boolean inLink = false;
        for (Node p = text.parentNode(); p != null; p = p.parentNode()) {
            // no link inside a control, nor in a drawing (an SVG title or text holds no markup, and a link there is focusable)
            inLink |= List.of("a", "summary", "button", "label", "svg").contains(p.nodeName());
        }
        for (Object part : parts) {
            if (part instanceof NumberedBlock block) {
                text.before(inLink ? new TextNode(block.name()) : new Element("a").attr("href", block.href(page)).text(block.name()));
            } else {
                text.before(new TextNode((String) part));
            }
        }
        text.remove();
    }
}
