package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.nim.QuasiLexicographicOrder;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code quasi-lexicographic-order bound=10}: the Nim positions in reduced form up to a total size,
 * in quasi-lexicographic order (Definitions 3 and 4): one row per number of heaps, shorter
 * sequences first, each row in lexicographic order.
 */
public final class QuasiLexicographicOrderDirective implements Directive {

    record QuasiLexicographicOrderModel(int bound, int count, List<Length> lengths) {
    }

    /** The reduced forms with {@code heaps} heaps, in order, holding the ranks {@code first} to {@code last}. */
    record Length(int heaps, int first, int last, List<String> forms) {
    }

    @Override
    public String kind() {
        return "quasi-lexicographic-order";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MisereNimFacts.BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int bound = MisereNimFacts.bound(arguments);
        List<Position> ordered = QuasiLexicographicOrder.orderedReducedForms(bound);
        List<Length> lengths = new ArrayList<>();
        List<String> forms = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            forms.add(HeapSequence.of(ordered.get(i)).toString());
            boolean last = i + 1 == ordered.size()
                    || ordered.get(i + 1).heaps().size() != ordered.get(i).heaps().size();
            if (last) {
                lengths.add(new Length(ordered.get(i).heaps().size(), i + 2 - forms.size(), i + 1, List.copyOf(forms)));
                forms.clear();
            }
        }
        return new QuasiLexicographicOrderModel(bound, ordered.size(), lengths);
    }
}
