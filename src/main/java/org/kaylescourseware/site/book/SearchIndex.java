package org.kaylescourseware.site.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.render.RichText;

/**
 * The search index of the course: every page (a lesson, a game), every section, every numbered
 * block and every term of the glossary, with the text to find them by. Pages and sections come
 * from the rendered pages; blocks and terms from the index of blocks, in course order.
 */
public final class SearchIndex {

    private SearchIndex() {
    }

    public static List<SearchEntry> of(CourseContents contents, BlockIndex blocks) {
        List<SearchEntry> entries = new ArrayList<>();
        Map<String, String> blockTexts = new HashMap<>();
        for (PageContents page : contents.pages()) {
            entries.add(new SearchEntry(entries.size(), page.kind(), page.title(), page.summary(), page.uri(), "", page.intro()));
            for (PageContents.Section section : page.sections()) {
                entries.add(new SearchEntry(entries.size(), "Section", section.heading(), page.title(),
                        page.uri() + "#" + section.id(), "", section.text()));
            }
            page.blocks().forEach(b -> blockTexts.put(b.id(), b.text()));
        }
        for (NumberedBlock block : blocks.blocks()) {
            String href = block.page().uri() + "#" + block.id();
            List<String> terms = block.attributes().terms().stream().map(t -> SearchText.plain(RichText.of(t))).toList();
            entries.add(new SearchEntry(entries.size(), blocks.label(block), title(block, terms), block.page().title(), href,
                    String.join(" ", terms), blockTexts.getOrDefault(block.id(), "")));
            for (String term : terms) {
                entries.add(new SearchEntry(entries.size(), "Term", term, block.name() + " · " + block.page().title(), href,
                        term, ""));
            }
        }
        return entries;
    }

    /** What a block's result says: its title, else the first term it defines, else what it is. */
    private static String title(NumberedBlock block, List<String> terms) {
        String title = SearchText.plain(RichText.of(block.attributes().title()));
        if (!title.isEmpty()) {
            return title;
        }
        return terms.isEmpty() ? block.kind().label() : terms.get(0);
    }
}
