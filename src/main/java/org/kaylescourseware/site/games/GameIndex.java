package org.kaylescourseware.site.games;

import java.util.ArrayList;
import java.util.List;

/** The games of the course as the home page lists them: one entry, with its link, per rule file. */
public record GameIndex(List<Entry> games) {

    /** One game: {@code href} is relative to the page that shows the list. */
    public record Entry(String id, String name, String rule, String href) {
    }

    public GameIndex {
        games = List.copyOf(games);
    }

    /** The catalog's games ordered by name, linked from a page whose way back to the root is {@code rootPath}. */
    public static GameIndex of(GameCatalog catalog, String rootPath) {
        List<Entry> entries = new ArrayList<>();
        for (GameDefinition game : catalog.games()) {
            entries.add(new Entry(game.id(), game.name(), game.rule().code(), rootPath + game.pageUri()));
        }
        entries.sort(java.util.Comparator.comparing(Entry::name).thenComparing(Entry::id));
        return new GameIndex(entries);
    }
}
