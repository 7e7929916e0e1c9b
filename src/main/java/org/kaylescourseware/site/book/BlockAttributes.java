package org.kaylescourseware.site.book;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.kaylescourseware.site.directive.DirectiveCall;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.render.RichText;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * What the braces of a block's opening line say: {@code {#sg-theorem title="Sprague–Grundy"
 * source="Sprague 1935; Grundy 1939"}}. Values are quoted as in directives; an absent value is
 * {@code ""}. Titles, sources, terms and notations may hold math written {@code $`...`$}.
 *
 * @param id       the block's id (its HTML id and permalink); required except on proofs
 * @param title    a short title
 * @param source   the source's own number for the result ("Milley, Lemma 3"), shown beside ours
 * @param terms    the terms a definition defines, the first one the term {@code {{term ID}}} shows
 * @param symbol   TeX of a symbol the block introduces, for the notation index
 * @param notation words describing the symbol
 * @param proves   a proof's result: the id of the block it proves
 */
public record BlockAttributes(String id, String title, String source, List<String> terms, String symbol, String notation,
        String proves) {

    private static final Set<String> KEYS = Set.of("title", "source", "term", "symbol", "notation", "for");
    private static final String ID = "[A-Za-z][A-Za-z0-9_-]*";
    /** TeX such as {@code \\mathcal}, {@code \\ge} or {@code D_n}: in an attribute it belongs inside math. */
    private static final Pattern TEX_COMMAND = Pattern.compile("\\\\[A-Za-z]+|[A-Za-z][_^][{A-Za-z0-9]");
    private static final String EXAMPLE = "::: theorem {#sg-theorem title=\"Sprague–Grundy\"}";

    public BlockAttributes {
        terms = List.copyOf(terms);
    }

    /** Reads the attributes written after the kind on a block's opening line at {@code where}. */
    public static BlockAttributes parse(BlockKind kind, String text, SourceLocation where) {
        String written = text.strip();
        if (written.isEmpty()) {
            return check(kind, new BlockAttributes("", "", "", List.of(), "", "", ""), where);
        }
        if (!written.startsWith("{") || !written.endsWith("}")) {
            throw new SourceException(where, "'" + written + "': a block's attributes go in braces after its kind, e.g. "
                    + EXAMPLE);
        }
        DirectiveCall call = DirectiveParser.parse(kind.keyword() + " " + written.substring(1, written.length() - 1), where);
        String id = id(call.words(), where);
        Map<String, DirectiveCall.Argument> arguments = call.arguments();
        for (String key : arguments.keySet()) {
            if (!KEYS.contains(key)) {
                throw new SourceException(where, "unknown block attribute '" + key + "'; a block takes #id, title=, source=,"
                        + " term= (definitions), symbol=, notation=, for= (proofs)");
            }
        }
        return check(kind, new BlockAttributes(id, value(arguments, "title"), value(arguments, "source"),
                terms(value(arguments, "term"), where), value(arguments, "symbol"), value(arguments, "notation"),
                value(arguments, "for")), where);
    }

    private static String id(List<String> words, SourceLocation where) {
        String id = "";
        for (String word : words) {
            if (!word.startsWith("#")) {
                throw new SourceException(where, "'" + word + "' in a block's braces: write the id as #" + word
                        + " and every other attribute as key=value, e.g. " + EXAMPLE);
            }
            if (!id.isEmpty()) {
                throw new SourceException(where, "a block has one id, not both #" + id + " and " + word);
            }
            id = word.substring(1);
            if (!id.matches(ID)) {
                throw new SourceException(where, "'" + word + "' is not a block id: start with a letter, then letters,"
                        + " digits, '-' or '_' (e.g. #sg-theorem)");
            }
        }
        return id;
    }

    /** What each kind requires and allows. */
    private static BlockAttributes check(BlockKind kind, BlockAttributes attributes, SourceLocation where) {
        String opening = "::: " + kind.keyword();
        if (kind.isNumbered() && attributes.id().isEmpty()) {
            throw new SourceException(where, "this " + kind.keyword() + " has no id: write " + opening
                    + " {#a-stable-id ...}; the id is its permalink and what {{ref a-stable-id}} names");
        }
        if (kind == BlockKind.INSTRUCTOR && !attributes.equals(new BlockAttributes(attributes.id(), "", "", List.of(), "",
                "", ""))) {
            throw new SourceException(where, "an instructor note takes no title, source, term or symbol: write ::: instructor,"
                    + " the note, then :::");
        }
        if (kind == BlockKind.PROOF && attributes.proves().isEmpty()) {
            throw new SourceException(where, "a proof names the result it proves: write ::: proof {for=<id of the theorem>}");
        }
        if (kind != BlockKind.PROOF && !attributes.proves().isEmpty()) {
            throw new SourceException(where, "for= belongs to proofs; this is a " + kind.keyword() + ": remove for=");
        }
        if (kind != BlockKind.DEFINITION && !attributes.terms().isEmpty()) {
            throw new SourceException(where, "term= belongs to definitions; make this block a definition or remove term=");
        }
        if (!attributes.notation().isEmpty() && attributes.symbol().isEmpty()) {
            throw new SourceException(where, "notation= describes a symbol: add symbol=\"<TeX of the symbol>\"");
        }
        if (!attributes.symbol().isEmpty() && attributes.notation().isEmpty()) {
            throw new SourceException(where, "symbol= needs notation=\"<what the symbol stands for>\" for the notation index");
        }
        List<String> texts = new ArrayList<>(List.of(attributes.title(), attributes.source(), attributes.notation()));
        texts.addAll(attributes.terms());
        for (String text : texts) {
            RichText rich;
            try {
                rich = RichText.of(text);
            } catch (IllegalArgumentException e) {
                throw new SourceException(where, e.getMessage() + ": end the math with `$");
            }
            rich.segments().stream().filter(s -> !s.math() && TEX_COMMAND.matcher(s.text()).find()).findFirst()
                    .ifPresent(s -> {
                        throw new SourceException(where, "'" + s.text().strip() + "' holds TeX outside math, which the"
                                + " page would show as written: put it between $` and `$");
                    });
        }
        return attributes;
    }

    private static String value(Map<String, DirectiveCall.Argument> arguments, String key) {
        DirectiveCall.Argument argument = arguments.get(key);
        return argument == null ? "" : argument.value().strip();
    }

    private static List<String> terms(String value, SourceLocation where) {
        if (value.isEmpty()) {
            return List.of();
        }
        List<String> terms = new ArrayList<>(Arrays.stream(value.split("\\|", -1)).map(String::strip).toList());
        if (terms.contains("")) {
            throw new SourceException(where, "term=\"" + value + "\" has an empty term: separate terms by single '|',"
                    + " e.g. term=\"P-position|P\"");
        }
        return terms;
    }
}
