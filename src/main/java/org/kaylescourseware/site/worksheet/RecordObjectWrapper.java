package org.kaylescourseware.site.worksheet;

import freemarker.template.DefaultObjectWrapper;
import freemarker.template.TemplateHashModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.Version;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

/**
 * Lets templates read a record's components ({@code ${exercise.hint}}): FreeMarker 2.3.31 knows
 * JavaBean getters but not record accessors. Only the components are exposed, so a template shows
 * what the model holds and computes nothing. (The site layer has the same wrapper in
 * {@code site.render}; once both are merged one of them should go.)
 */
final class RecordObjectWrapper extends DefaultObjectWrapper {

    RecordObjectWrapper(Version version) {
        super(version);
    }

    @Override
    protected TemplateModel handleUnknownType(Object object) throws TemplateModelException {
        if (object instanceof Record record) {
            return new RecordModel(record, this);
        }
        return super.handleUnknownType(object);
    }

    private record RecordModel(Record record, RecordObjectWrapper wrapper) implements TemplateHashModel {

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                if (component.getName().equals(key)) {
                    return wrapper.wrap(read(component));
                }
            }
            throw new TemplateModelException(record.getClass().getSimpleName() + " has no component '" + key
                    + "'; it has " + Arrays.stream(record.getClass().getRecordComponents())
                            .map(RecordComponent::getName).toList());
        }

        private Object read(RecordComponent component) throws TemplateModelException {
            try {
                var accessor = component.getAccessor();
                accessor.setAccessible(true);
                return accessor.invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new TemplateModelException("cannot read " + component.getName(), e);
            }
        }

        @Override
        public boolean isEmpty() {
            return false;
        }
    }
}
