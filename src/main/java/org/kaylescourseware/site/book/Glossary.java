package org.kaylescourseware.site.book;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kaylescourseware.site.render.RichText;

/**
 * The glossary and notation index, built from the blocks' {@code term=}, {@code symbol=} and
 * {@code notation=} (never typed twice): every term in alphabetical order under its initial, and
 * every symbol in the order the course introduces them, each linking to its defining block.
 */
public record Glossary(List<Letter> letters, List<Symbol> symbols) {

    public Glossary {
        letters = List.copyOf(letters);
        symbols = List.copyOf(symbols);
    }

    /** The terms under one initial. */
    public record Letter(String initial, String anchor, List<Term> terms) {
        public Letter {
            terms = List.copyOf(terms);
        }
    }

    /** A defined term, the block defining it and that block's page. */
    public record Term(RichText term, CrossReferenceView definition, String page) {
    }

    /** A symbol (TeX), what it stands for, and the block introducing it. */
    public record Symbol(String tex, RichText meaning, CrossReferenceView definition, String page) {
    }

    /** The glossary of {@code index}, with links as seen from {@code from}. */
    public static Glossary of(BlockIndex index, BookPage from) {
        List<Term> terms = new ArrayList<>();
        List<Symbol> symbols = new ArrayList<>();
        for (NumberedBlock block : index.blocks()) {
            CrossReferenceView link = new CrossReferenceView(block.href(from), block.id(), "ref", RichText.of(block.name()));
            for (String term : block.attributes().terms()) {
                terms.add(new Term(RichText.of(term), link, block.page().title()));
            }
            if (!block.attributes().symbol().isEmpty()) {
                symbols.add(new Symbol(block.attributes().symbol(), RichText.of(block.attributes().notation()), link,
                        block.page().title()));
            }
        }
        terms.sort(Comparator.comparing((Term t) -> sortKey(t.term())));
        Map<String, List<Term>> byInitial = new LinkedHashMap<>();
        for (Term term : terms) {
            String key = sortKey(term.term());
            String initial = key.isEmpty() || !Character.isLetter(key.charAt(0)) ? "#" : key.substring(0, 1).toUpperCase(Locale.ROOT);
            byInitial.computeIfAbsent(initial, k -> new ArrayList<>()).add(term);
        }
        List<Letter> letters = new ArrayList<>();
        byInitial.forEach((initial, list) -> letters.add(new Letter(initial,
                "terms-" + (initial.equals("#") ? "other" : initial.toLowerCase(Locale.ROOT)), list)));
        return new Glossary(letters, symbols);
    }

    /** How a term sorts: as a reader sees it, TeX commands and braces dropped, case ignored. */
    static String sortKey(RichText term) {
        return SearchText.plain(term).toLowerCase(Locale.ROOT);
    }
}
